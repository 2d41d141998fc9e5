// Keeps the English and Spanish locale files in step and each language to its terms (docs/glossary.md).
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

/**
 * leaves flattens nested texts into key path → value pairs: "steps.account.title" for an
 * object key, "body[1]" for an array item, so that an array's length is part of its keys.
 */
function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (Array.isArray(value)) {
    return value.flatMap((child, index) => leaves(child, `${prefix}[${index}]`));
  }
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) =>
      leaves(child, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [[prefix, value]];
}

const en = namespaces('en');
const es = namespaces('es');
const file = (language: string, namespace: string) => `src/locales/${language}/${namespace}.json`;

// Spanish words docs/glossary.md rules out, each with what to say instead. Whole words only
// ("desplazarte" holds "plaza"), in any case.
const BANNED: [RegExp, string][] = [
  [/plazas?/, 'vacante'],
  [/reubicaci[oó]n|reubicaciones|reubicarse|reubicar/, 'mudanza, mudarse'],
  [/credencial(?:es)?/, 'documentos, títulos y certificados'],
  [/emparejamientos?|emparejar|emparejan/, 'compatibilidad'],
  [/patinetes?/, 'scooter eléctrico'],
  [/ustedes|usted/, 'tú'],
  [/carros?|coches?/, 'auto'],
  // "Renta" is income as well as rent: only the income tax keeps it.
  [/(?<!sobre la )renta|rentas|rentar/, 'alquiler, alquilar'],
  [/Latinoamérica/, 'América Latina'],
  [/manejo del aula/, 'gestión del aula'],
  [/frente de (?:la|tu) tarjeta|por delante|por detrás/, 'anverso, reverso'],
  [/Title I/, 'Título I'],
  [/sueldos?/, 'salario'],
];

// English spellings docs/glossary.md rules out.
const BANNED_ENGLISH: [RegExp, string][] = [[/résumés?/, 'resume']];
const LETTER_BEFORE = '(?<![\\p{L}\\p{N}_])';
const LETTER_AFTER = '(?![\\p{L}\\p{N}_])';
const wholeWords = (banned: [RegExp, string][]) =>
  banned.map(
    ([word, instead]) =>
      [new RegExp(`${LETTER_BEFORE}(?:${word.source})${LETTER_AFTER}`, 'giu'), instead] as const,
  );
const BANNED_WORDS = wholeWords(BANNED);
const BANNED_ENGLISH_WORDS = wholeWords(BANNED_ENGLISH);
const GUILLEMETS = /[«»]/g;

// Site-search keywords are words visitors may type, never shown on a page: a visitor from Spain
// who searches for "plazas" or "patinete" must still find the page, so they may hold the words
// the glossary keeps out of the texts we write. Guillemets are still not allowed there.
const KEYWORD_SYNONYMS = { namespace: 'search', prefix: 'keywords.' };

/** wordsIn lists the banned words of one text, e.g. ["“plazas” (say vacante)"]. */
function wordsIn(text: string, banned: ReturnType<typeof wholeWords>): string[] {
  return banned.flatMap(([pattern, instead]) =>
    [...text.matchAll(pattern)].map(([word]) => `“${word}” (say ${instead})`),
  );
}

/** bannedIn lists the glossary problems of one Spanish text, e.g. ["“plazas” (say vacante)"]. */
function bannedIn(text: string, allowWords: boolean): string[] {
  const found = allowWords ? [] : wordsIn(text, BANNED_WORDS);
  for (const [mark] of text.matchAll(GUILLEMETS)) found.push(`“${mark}” (use “ ”)`);
  return found;
}

/** placeholders lists the {{values}} (by name, without format) and <tags> a text must keep. */
function placeholders(text: unknown): string[] {
  if (typeof text !== 'string') return [];
  const values = [...text.matchAll(/\{\{\s*([^,}\s]+)[^}]*\}\}/g)].map(([, name]) => `{{${name}}}`);
  const tags = [...text.matchAll(/<\/?([\w-]+)\s*\/?>/g)].map(([, name]) => `<${name}>`);
  return [...new Set([...values, ...tags])].sort();
}

describe('locale files', () => {
  it('have the same namespaces in every language', () => {
    const missing = Object.keys(en)
      .filter((namespace) => !(namespace in es))
      .map((namespace) => `${file('es', namespace)} is missing`);
    const extra = Object.keys(es)
      .filter((namespace) => !(namespace in en))
      .map((namespace) => `${file('es', namespace)} has no ${file('en', namespace)}`);
    expect([...missing, ...extra]).toEqual([]);
  });

  describe.each(Object.keys(en))('namespace %s', (namespace) => {
    const english = new Map(leaves(en[namespace]));
    const spanish = new Map(leaves(es[namespace] ?? {}));

    it('has exactly the same key paths in English and Spanish', () => {
      const missing = [...english.keys()].filter((key) => !spanish.has(key));
      const extra = [...spanish.keys()].filter((key) => !english.has(key));
      expect(
        { missingInSpanish: missing, onlyInSpanish: extra },
        `${file('es', namespace)} must have the keys of ${file('en', namespace)}`,
      ).toEqual({ missingInSpanish: [], onlyInSpanish: [] });
    });

    it.each([
      ['en', english],
      ['es', spanish],
    ] as const)('has no empty text in %s', (language, texts) => {
      const empty = [...texts]
        .filter(([, value]) => typeof value !== 'string' || !value.trim())
        .map(([key, value]) => `${file(language, namespace)} ${key}: ${JSON.stringify(value)}`);
      expect(empty, 'every text must be a non-empty string').toEqual([]);
    });

    it('keeps the English to the glossary (docs/glossary.md)', () => {
      const problems = [...english].flatMap(([key, value]) => {
        if (typeof value !== 'string') return [];
        const synonyms =
          namespace === KEYWORD_SYNONYMS.namespace && key.startsWith(KEYWORD_SYNONYMS.prefix);
        if (synonyms) return [];
        return wordsIn(value, BANNED_ENGLISH_WORDS).map(
          (problem) => `${file('en', namespace)} ${key}: ${problem}`,
        );
      });
      expect(problems, 'English texts use spellings the glossary rules out').toEqual([]);
    });

    it('keeps the Spanish to the glossary (docs/glossary.md)', () => {
      const problems = [...spanish].flatMap(([key, value]) => {
        if (typeof value !== 'string') return [];
        const synonyms =
          namespace === KEYWORD_SYNONYMS.namespace && key.startsWith(KEYWORD_SYNONYMS.prefix);
        return bannedIn(value, synonyms).map(
          (problem) => `${file('es', namespace)} ${key}: ${problem}`,
        );
      });
      expect(problems, 'Spanish texts use words or marks the glossary rules out').toEqual([]);
    });

    it('keeps the same {{placeholders}} and <tags> in English and Spanish', () => {
      const different = [...english]
        .filter(([key]) => spanish.has(key))
        .flatMap(([key, value]) => {
          const want = placeholders(value);
          const got = placeholders(spanish.get(key));
          return want.join(' ') === got.join(' ')
            ? []
            : [`${file('es', namespace)} ${key}: English has [${want}], Spanish has [${got}]`];
        });
      expect(different, 'a translation must keep every value and tag of the English').toEqual([]);
    });
  });

  it.each(['en', 'es'])('give every page a search-friendly title and description in %s', (language) => {
    const { routes, notFound } = (language === 'en' ? en : es).meta as {
      routes: Record<string, { title: string; description: string }>;
      notFound: { title: string; description: string };
    };
    for (const [page, meta] of [...Object.entries(routes), ['404', notFound] as const]) {
      const where = `${file(language, 'meta')} ${page}`;
      expect(meta.title, where).toContain('TeachBay');
      expect(meta.description.length, `${where}: description length`).toBeGreaterThanOrEqual(120);
      expect(meta.description.length, `${where}: description length`).toBeLessThanOrEqual(160);
    }
  });
});

describe('glossary check', () => {
  it('finds banned words as whole words only, in any case', () => {
    expect(bannedIn('Nuevas Plazas y REUBICACIÓN', false)).toEqual([
      '“Plazas” (say vacante)',
      '“REUBICACIÓN” (say mudanza, mudarse)',
    ]);
    expect(bannedIn('desplazarte en scooter eléctrico', false)).toEqual([]);
    expect(bannedIn('Resultados para «visa»', false)).toHaveLength(2);
    expect(bannedIn('plazas, patinete', true)).toEqual([]);
  });

  it('rejects the variants of one concept, and keeps "renta" for income only', () => {
    expect(
      bannedIn('Un carro en renta en Latinoamérica, Manejo del aula, frente de la tarjeta, Title I', false),
    ).toEqual([
      '“carro” (say auto)',
      '“renta” (say alquiler, alquilar)',
      '“Latinoamérica” (say América Latina)',
      '“Manejo del aula” (say gestión del aula)',
      '“frente de la tarjeta” (say anverso, reverso)',
      '“Title I” (say Título I)',
    ]);
    expect(bannedIn('impuesto sobre la renta, auto latinoamericano, frente a esta vacante', false)).toEqual([]);
    expect(wordsIn('Upload your Résumé and résumés', BANNED_ENGLISH_WORDS)).toEqual([
      '“Résumé” (say resume)',
      '“résumés” (say resume)',
    ]);
  });

  it('reads placeholders by name and tags by name', () => {
    expect(placeholders('Hasta {{max, number}} de <1>{{count}}</1> <contact>x</contact>')).toEqual([
      '<1>',
      '<contact>',
      '{{count}}',
      '{{max}}',
    ]);
  });
});
