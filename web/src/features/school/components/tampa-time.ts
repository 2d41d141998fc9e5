/*
 * A school reads and writes interview times in Tampa's zone (docs/design.md §10), wherever its
 * recruiter's computer is: a datetime-local input holds a wall time with no zone, which these
 * functions read as Tampa's, and the API's instants are written in Tampa's zone and the teacher's.
 * Tampa's zone is lib/dates' TAMPA_ZONE, which the API sends as each interview's schoolTimeZone.
 */

import { TAMPA_ZONE } from '@/lib/dates';

const offsets = new Map<string, Intl.DateTimeFormat>();

/** offsetAt is how far `zone`'s wall clock is ahead of UTC at the instant `ms`, in milliseconds. */
function offsetAt(ms: number, zone: string): number {
  let format = offsets.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
    });
    offsets.set(zone, format);
  }
  const part = Object.fromEntries(format.formatToParts(ms).map(({ type, value }) => [type, Number(value)]));
  return Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second) - (ms - (ms % 1000));
}

/**
 * tampaInstant reads a datetime-local value ("2027-03-15T09:00") as a wall time in Tampa and
 * returns the instant as RFC 3339 in UTC ("2027-03-15T13:00:00Z"), or null for anything else.
 * The offset is looked up at the instant itself, so a time after the March change gets daylight
 * time's -4 hours and one before it standard time's -5. A time the March change skips (02:30 that
 * Sunday) moves on by the hour skipped, as the clocks did; one the November change repeats is its
 * first, as the browsers and Temporal read them.
 */
export function tampaInstant(local: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // The offset at a first guess, then at the instant that guess gives: twice settles every time.
  const first = wall - offsetAt(wall, TAMPA_ZONE);
  const second = wall - offsetAt(first, TAMPA_ZONE);
  const instant = second + offsetAt(second, TAMPA_ZONE) === wall ? second : first;
  return new Date(instant).toISOString().replace('.000Z', 'Z');
}

/** tampaWallTime is the datetime-local value of an instant in Tampa ("2027-03-15T09:00"), for an input's `min`. */
export function tampaWallTime(ms: number): string {
  return new Date(ms + offsetAt(ms, TAMPA_ZONE)).toISOString().slice(0, 16);
}

const times = new Map<string, Intl.DateTimeFormat>();

/** formatTime writes an instant as a day and a time in `zone`, in the visitor's language ("Mon, Mar 15, 2027, 9:00 AM"). */
export function formatTime(value: string, language: string, zone: string): string {
  const key = `${language} ${zone}`;
  let format = times.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, {
      timeZone: zone, weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit',
    });
    times.set(key, format);
  }
  return format.format(new Date(value));
}
