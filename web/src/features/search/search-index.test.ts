import { describe, expect, it } from 'vitest';
import { routes } from '@/app/routes';
import enPages from '@/locales/en/pages.json';
import { isPublicPath, pageSources, textsAt } from './build-search-index';
import en from 'virtual:search-index/en';
import es from 'virtual:search-index/es';

// The real index, as the Vite plugin builds it from today's locale files.
describe.each([
  ['en', en],
  ['es', es],
])('the search index in %s', (_, index) => {
  it('has one entry for every public route of the route table', () => {
    const publicPaths = routes.map((route) => route.path).filter(isPublicPath);
    expect(index.map((entry) => entry.path)).toEqual(publicPaths);
    for (const entry of index) {
      expect(entry.title, entry.path).not.toMatch(/TeachBay/);
      expect(entry.keywords.length, entry.path).toBeGreaterThan(0);
    }
  });
});

it('finds the `pages` entry of every public route', () => {
  for (const route of routes.filter((item) => isPublicPath(item.path))) {
    const [pagesEntry] = pageSources(route.path);
    expect(textsAt({ pages: enPages }, pagesEntry), route.path).toBeDefined();
  }
});
