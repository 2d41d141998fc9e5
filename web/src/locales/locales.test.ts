import { describe, expect, it } from 'vitest';

const files = import.meta.glob<Record<string, unknown>>('./*/*.json', {
  eager: true,
  import: 'default',
});

function namespaces(language: string): Record<string, Record<string, unknown>> {
  const prefix = `./${language}/`;
  return Object.fromEntries(
    Object.entries(files)
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, texts]) => [path.slice(prefix.length, -'.json'.length), texts]),
  );
}

/** leaves flattens nested texts into "a.b.c" → value pairs. */
function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) =>
      leaves(child, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [[prefix, value]];
}

const en = namespaces('en');
const es = namespaces('es');

describe('locale files', () => {
  it('have the same namespaces in every language', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
  });

  describe.each(Object.keys(en))('namespace %s', (namespace) => {
    it('has exactly the same keys in English and Spanish', () => {
      const keys = (texts: unknown) => leaves(texts).map(([key]) => key).sort();
      expect(keys(es[namespace])).toEqual(keys(en[namespace]));
    });

    it.each(['en', 'es'])('has no empty text in %s', (language) => {
      const texts = language === 'en' ? en[namespace] : es[namespace];
      const empty = leaves(texts).filter(([, value]) => typeof value !== 'string' || !value.trim());
      expect(empty).toEqual([]);
    });
  });

  it.each(['en', 'es'])('give every page a search-friendly title and description in %s', (language) => {
    const { routes, notFound } = (language === 'en' ? en : es).meta as {
      routes: Record<string, { title: string; description: string }>;
      notFound: { title: string; description: string };
    };
    for (const [page, meta] of [...Object.entries(routes), ['404', notFound] as const]) {
      expect(meta.title, page).toContain('TeachBay');
      expect(meta.description.length, page).toBeGreaterThanOrEqual(120);
      expect(meta.description.length, page).toBeLessThanOrEqual(160);
    }
  });
});
