/** PageEntry is one page as the search knows it: where it is and what it says about itself. */
export type PageEntry = { path: string; title: string; description: string };

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

/**
 * searchPages returns the pages whose title or description contain every word
 * of the query, ignoring case and accents ("educacion" finds "educación").
 */
export function searchPages(query: string, pages: PageEntry[]): PageEntry[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return pages.filter((page) => {
    const text = fold(`${page.title} ${page.description}`);
    return words.every((word) => text.includes(word));
  });
}
