import type { SearchEntry } from './build-search-index';

/** SearchHit is a page that matches a query, with the text that best explains why. */
export type SearchHit = {
  path: string;
  title: string;
  description: string;
  /** The page heading that matches the query best, if any heading matches. */
  heading?: string;
};

type Field = 'title' | 'headings' | 'keywords' | 'description';

// A word found in the title says more about a page than one found in its description.
const WEIGHTS: Record<Field, number> = { title: 8, headings: 4, keywords: 2, description: 1 };
const FIELDS = Object.keys(WEIGHTS) as Field[];

type Prepared = { [field in Field]: string[][] };

/** fold lowercases a text and drops its accents: "Educación" and "educacion" compare equal. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

// "J-1 visa" → ["j", "1", "j1", "visa"]: parts of a hyphenated word match alone and joined.
function tokens(text: string): string[] {
  return fold(text)
    .split(/\s+/)
    .flatMap((word) => {
      const parts = word.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
      return parts.length > 1 ? [...parts, parts.join('')] : parts;
    });
}

const prepared = new WeakMap<SearchEntry, Prepared>();

function prepare(entry: SearchEntry): Prepared {
  let result = prepared.get(entry);
  if (!result) {
    result = {
      title: [tokens(entry.title)],
      headings: entry.headings.map(tokens),
      keywords: [entry.keywords.flatMap(tokens)],
      description: [tokens(entry.description)],
    };
    prepared.set(entry, result);
  }
  return result;
}

const matches = (texts: string[], word: string) => texts.some((token) => token.startsWith(word));

// The folded words of a query, each of which must match.
function queryWords(query: string): string[] {
  return fold(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

function score(page: Prepared, words: string[]): number {
  let total = 0;
  for (const word of words) {
    const field = FIELDS.find((name) => page[name].some((texts) => matches(texts, word)));
    if (!field) return 0;
    total += WEIGHTS[field];
  }
  return total;
}

// The heading that contains the most query words; the earliest one wins a tie.
function bestHeading(entry: SearchEntry, page: Prepared, words: string[]): string | undefined {
  let best: string | undefined;
  let bestCount = 0;
  page.headings.forEach((texts, index) => {
    const count = words.filter((word) => matches(texts, word)).length;
    if (count > bestCount) [best, bestCount] = [entry.headings[index], count];
  });
  return best;
}

/**
 * searchPages returns the pages that contain every word of the query as the start of
 * one of their words, ignoring case and accents, best first: a word found in a title
 * counts more than one in a heading, then in the keywords, then in the description.
 * Pages that score the same keep the order of the index (the route table's order).
 */
export function searchPages(query: string, entries: SearchEntry[], limit = Infinity): SearchHit[] {
  const words = queryWords(query);
  if (words.length === 0) return [];
  return entries
    .map((entry) => {
      const page = prepare(entry);
      return { entry, page, score: score(page, words) };
    })
    .filter((result) => result.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ entry, page }) => ({
      path: entry.path,
      title: entry.title,
      description: entry.description,
      heading: bestHeading(entry, page, words),
    }));
}
