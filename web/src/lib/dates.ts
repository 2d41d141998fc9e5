/**
 * formatDate writes an instant (RFC 3339) or a calendar date ("2027-05-31") as a day, in the
 * language given. A calendar date is read as that day wherever the visitor is. A value that is
 * no date shows as itself.
 */
export function formatDate(value: string, language: string): string {
  const calendar = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const day = new Date(calendar ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(day.getTime())) return value;
  return dayFormat(language, calendar ? 'UTC' : undefined).format(day);
}

/** dayFormat is how a day is written in a language (in `timeZone`, by default the visitor's). */
export function dayFormat(language: string, timeZone?: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone });
}
