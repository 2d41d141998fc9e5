/** How much of a day is written: "Nov 3, 2026" (medium) or "November 3, 2026" (long). */
export type DayLength = 'medium' | 'long';

/**
 * formatDate writes an instant (RFC 3339) or a calendar date ("2027-05-31") as a day, in the
 * language given. A calendar date is read as that day wherever the visitor is. A value that is
 * no date shows as itself.
 */
export function formatDate(value: string, language: string, length: DayLength = 'medium'): string {
  const calendar = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const day = new Date(calendar ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(day.getTime())) return value;
  return dayFormat(language, calendar ? 'UTC' : undefined, length).format(day);
}

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * dayFormat is how a day is written in a language (in `timeZone`, by default the visitor's). A
 * format is made once per language, zone and length: making one costs milliseconds, a list has
 * dozens of days.
 */
export function dayFormat(language: string, timeZone?: string, length: DayLength = 'medium'): Intl.DateTimeFormat {
  const key = `${language} ${timeZone ?? ''} ${length}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: length, timeZone });
    formats.set(key, format);
  }
  return format;
}

// A page's first format loads the browser's locale data: about 100 ms on a phone (a CPU four
// times slower than a desktop's), in one piece. A page that writes days loads it as soon as its
// code has loaded, in steps that each load a part and take a task of their own, so that none holds
// the page for long; the plural rules of its texts then load quickly too.
const warmUp: ((language: string) => unknown)[] = [
  (language) => new Intl.Locale(language).maximize(),
  () => Intl.supportedValuesOf('numberingSystem'),
  (language) => new Intl.NumberFormat(language),
  (language) => dayFormat(language),
];
async function warmUpLocaleData(language: string) {
  for (const step of warmUp) {
    await new Promise((resolve) => setTimeout(resolve));
    step(language);
  }
}
if (typeof document !== 'undefined') void warmUpLocaleData(document.documentElement.lang || 'en');

/** tampaToday is today's date in Tampa Bay (YYYY-MM-DD), the day the API counts periods by, wherever the reader is. */
export function tampaToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
