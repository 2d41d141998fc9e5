/** searchUrl is the address of the results page for a query; /search alone for a blank one. */
export function searchUrl(query: string): string {
  const text = query.trim();
  return text ? `/search?${new URLSearchParams({ q: text })}` : '/search';
}
