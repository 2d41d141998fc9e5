import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import enMeta from '@/locales/en/meta.json';
import esMeta from '@/locales/es/meta.json';
import cases from './route-cases.json';
import { findRoute, notFoundRoute, routes } from './routes';

describe('route table', () => {
  const paths = routes.map((route) => route.path);

  it('lists each path once', () => {
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each([
    ['en', enMeta],
    ['es', esMeta],
  ])('has a title and description for every public and noindex route in %s, and nothing else', (_, meta) => {
    const titled = routes.filter((route) => route.visibility !== 'private').map((route) => route.path);
    expect(Object.keys(meta.routes).sort()).toEqual([...titled].sort());
    expect(meta.private.title).toBeTruthy();
  });

  it('gives every route a page that loads', async () => {
    const modules = await Promise.all(routes.map((route) => route.load()));
    for (const module of modules) expect(module.default).toBeTypeOf('function');
  });

  it('matches paths as the server does: any case, a trailing slash, parameters, the rest', () => {
    expect(findRoute('/Contact-Us/').path).toBe('/contact-us');
    expect(findRoute('/').path).toBe('/');
    expect(findRoute('/contact-us/more')).toBe(notFoundRoute);
    expect(findRoute('/teachers')).toBe(notFoundRoute);
  });
});

describe('path matching', () => {
  it.each(cases.cases as [string, string | null][])(
    '%s is served by %s, as the server agrees',
    (path, want) => {
      const match = matchRoutes(
        cases.routes.map((route) => ({ path: route })),
        path,
      );
      expect(match?.[0]?.route.path ?? null).toBe(want);
    },
  );
});
