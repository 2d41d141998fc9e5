/**
 * formatDate writes an instant (RFC 3339) or a calendar date ("2027-05-31") as a day, in the
 * language given. A calendar date is read as that day wherever the visitor is.
 */
export function formatDate(value: string, language: string): string {
  const calendar = /^\d{4}-\d{2}-\d{2}$/.test(value);
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeZone: calendar ? 'UTC' : undefined,
  }).format(new Date(calendar ? `${value}T00:00:00Z` : value));
}
