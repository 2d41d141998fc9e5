import { describe, expect, it } from 'vitest';
import { routes } from '@/app/routes';
import enHome from '@/locales/en/home.json';
import esHome from '@/locales/es/home.json';
import { isPublicPath, pageSources, textsAt } from '@/features/search/build-search-index';
import en from 'virtual:search-index/en';
import es from 'virtual:search-index/es';

// Every English namespace, as the Vite plugin reads them.
const enTexts = Object.fromEntries(
  Object.entries(
    import.meta.glob<Record<string, unknown>>('@/locales/en/*.json', {
      eager: true,
      import: 'default',
    }),
  ).map(([path, texts]) => [path.replace(/^.*\/(\w+)\.json$/, '$1'), texts]),
);

// The real index, as the Vite plugin builds it from today's locale files.
describe.each([
  ['en', en, enHome],
  ['es', es, esHome],
])('the search index in %s', (_, index, home) => {
  it('has one entry for every public route of the route table', () => {
    const publicPaths = routes.map((route) => route.path).filter(isPublicPath);
    expect(index.map((entry) => entry.path)).toEqual(publicPaths);
    for (const entry of index) {
      expect(entry.title, entry.path).not.toMatch(/TeachBay/);
      expect(entry.keywords.length, entry.path).toBeGreaterThan(0);
    }
  });

  it('finds the home page by its heading, though it is not in `pages`', () => {
    const entry = index.find(({ path }) => path === '/');
    expect(entry?.headings[0]).toBe(home.hero.title);
  });
});

it('finds the texts of every public route where it looks for them', () => {
  for (const route of routes.filter((item) => isPublicPath(item.path))) {
    for (const source of pageSources(route.path)) {
      expect(textsAt(enTexts, source), `${route.path}: ${source}`).toBeDefined();
    }
  }
});
