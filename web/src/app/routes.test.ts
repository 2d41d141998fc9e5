import { describe, expect, it } from 'vitest';
import enMeta from '@/locales/en/meta.json';
import esMeta from '@/locales/es/meta.json';
import { routes } from './routes';

describe('route table', () => {
  const paths = routes.map((route) => route.path);

  it('lists each path once', () => {
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each([
    ['en', enMeta],
    ['es', esMeta],
  ])('has a title and description for every route in %s, and nothing else', (_, meta) => {
    expect(Object.keys(meta.routes).sort()).toEqual([...paths].sort());
  });

  it('gives every route a page that loads', async () => {
    const modules = await Promise.all(routes.map((route) => route.load()));
    for (const module of modules) expect(module.default).toBeTypeOf('function');
  });
});
