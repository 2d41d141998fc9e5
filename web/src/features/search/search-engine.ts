// Loaded on demand (the header box imports it the first time it gets focus, /search with its
// page), so neither the matching code nor the index weighs on the first page load.
import type { Language } from '@/lib/i18n';
import type { SearchEntry } from './build-search-index';
import { searchPages, type SearchHit } from './search-pages';

/** Search returns every page that matches a query, best first. */
export type Search = (query: string) => SearchHit[];

// One chunk per language, fetched the first time a visitor searches in that language.
const loaders: Record<Language, () => Promise<{ default: SearchEntry[] }>> = {
  en: () => import('virtual:search-index/en'),
  es: () => import('virtual:search-index/es'),
};

const loaded = new Map<Language, Promise<Search>>();

/**
 * loadSearch prepares the search over the pages of a language (English for an unknown
 * one). The promise is shared by every caller, as React's `use` needs; a failed
 * download is tried again on the next call.
 */
export function loadSearch(language: string): Promise<Search> {
  const known = (Object.hasOwn(loaders, language) ? language : 'en') as Language;
  let search = loaded.get(known);
  if (!search) {
    search = loaders[known]().then(({ default: entries }) => {
      return (query: string) => searchPages(query, entries);
    });
    search.catch(() => loaded.delete(known));
    loaded.set(known, search);
  }
  return search;
}
