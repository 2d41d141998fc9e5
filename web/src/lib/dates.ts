/** How much of a day is written: "Nov 3, 2026" (medium) or "November 3, 2026" (long). */
export type DayLength = 'medium' | 'long';

/**
 * formatDate writes an instant (RFC 3339) or a calendar date ("2027-05-31") as a day, in the
 * language given; a month ("2024-05", as sources date a figure) as the month and year. A calendar
 * date is read as that day wherever the visitor is. A value that is no date shows as itself.
 */
export function formatDate(value: string, language: string, length: DayLength = 'medium'): string {
  if (/^\d{4}-\d{2}$/.test(value)) {
    return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${value}-01T00:00:00Z`));
  }
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

/** TAMPA_ZONE is the zone of Tampa Bay, where schools read every time (docs/design.md §10). */
export const TAMPA_ZONE = 'America/New_York';

/** localToday is the visitor's own day (YYYY-MM-DD), as the API writes dates. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** tampaToday is today's date in Tampa Bay (YYYY-MM-DD), the day the API counts periods by, wherever the reader is. */
export function tampaToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TAMPA_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

const zonedFormats = new Map<string, Intl.DateTimeFormat>();

// withDay adds the weekday and the date to a time of day: "Thu, Mar 4, 9:00 PM".
function zonedFormat(language: string, timeZone: string, withDay: boolean): Intl.DateTimeFormat {
  const key = `${language} ${timeZone} ${withDay}`;
  let format = zonedFormats.get(key);
  if (!format) {
    const day = withDay ? ({ weekday: 'short', month: 'short', day: 'numeric' } as const) : {};
    format = new Intl.DateTimeFormat(language, { ...day, hour: 'numeric', minute: '2-digit', timeZone });
    zonedFormats.set(key, format);
  }
  return format;
}

/**
 * ZonedTime is an instant written for two readers: `own` in the reader's zone, with its day
 * ("Thu, Mar 4, 9:00 PM"), and `tampa` in Tampa's, with its day only when that is another
 * ("9:00 AM", or "Wed, Mar 3, 7:00 PM"); `tampa` is null when the reader's zone is Tampa's.
 */
export type ZonedTime = { own: string; tampa: string | null };

/**
 * formatZoned writes an instant (RFC 3339) in `timeZone` and in Tampa's, in the language given,
 * so an interview reads the same for a teacher in Manila and the school in Tampa; daylight time
 * is the zone database's business (docs/design.md §10).
 */
export function formatZoned(value: string, language: string, timeZone: string): ZonedTime {
  const instant = new Date(value);
  const own = zonedFormat(language, timeZone, true).format(instant);
  if (timeZone === TAMPA_ZONE) return { own, tampa: null };
  const day = (zone: string) => dayFormat('en', zone, 'medium').format(instant);
  const sameDay = day(timeZone) === day(TAMPA_ZONE);
  return { own, tampa: zonedFormat(language, TAMPA_ZONE, !sameDay).format(instant) };
}

/**
 * zoneCity is the place an IANA zone is named after, to read: "America/Los_Angeles" is "Los
 * Angeles". Tampa's zone is named after New York, but TeachBay's readers know it as Tampa's.
 */
export function zoneCity(timeZone: string): string {
  if (timeZone === TAMPA_ZONE) return 'Tampa';
  return (timeZone.split('/').at(-1) ?? timeZone).replaceAll('_', ' ');
}

/** browserZone is the zone the browser runs in, for a reader whose own is not known. */
export function browserZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

// The zones offered where the browser cannot list its own: the main ones of each continent
// teachers come from, Manila's and Tampa's among them.
const SOME_ZONES = [
  'America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'America/Puerto_Rico',
  'America/Mexico_City', 'America/Bogota', 'America/Lima', 'America/Caracas', 'America/Santiago',
  'America/Argentina/Buenos_Aires', 'America/Sao_Paulo', 'Europe/London', 'Europe/Madrid', 'Africa/Lagos',
  'Africa/Nairobi', 'Africa/Johannesburg', 'Asia/Kolkata', 'Asia/Manila', 'Asia/Tokyo', 'Australia/Sydney', 'UTC',
];

/**
 * timeZones are the IANA zones a reader may choose, sorted, with `current` among them (the
 * server's name for a zone may be one the browser spells otherwise, such as Asia/Kolkata).
 */
export function timeZones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : SOME_ZONES;
  return [...new Set([...known, current])].filter(Boolean).sort();
}
