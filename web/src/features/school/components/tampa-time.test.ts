import { describe, expect, it } from 'vitest';
import { formatTime, tampaInstant, tampaWallTime } from './tampa-time';

describe('Tampa time', () => {
  it.each([
    ['2027-03-12T09:00', '2027-03-12T14:00:00Z'], // standard time, before the change on March 14
    ['2027-03-15T09:00', '2027-03-15T13:00:00Z'], // daylight time, after it
    ['2027-03-14T01:59', '2027-03-14T06:59:00Z'], // the last minute of standard time
    ['2027-03-14T03:00', '2027-03-14T07:00:00Z'], // the first of daylight time
    ['2027-03-14T02:30', '2027-03-14T07:30:00Z'], // skipped by the clocks: read as 03:30
    ['2027-11-07T01:30', '2027-11-07T05:30:00Z'], // repeated in November: the first one
    ['2027-12-31T23:30', '2028-01-01T04:30:00Z'], // the next day, and year, in UTC
  ])('reads %s in Tampa as %s', (local, instant) => {
    expect(tampaInstant(local)).toBe(instant);
  });

  it('refuses what is not a datetime-local value', () => {
    expect(tampaInstant('')).toBeNull();
    expect(tampaInstant('2027-03-15')).toBeNull();
  });

  it('writes an instant as Tampa wall time, and in any zone in the language given', () => {
    expect(tampaWallTime(Date.parse('2027-03-15T13:00:00Z'))).toBe('2027-03-15T09:00');
    expect(tampaWallTime(Date.parse('2027-03-12T14:00:00Z'))).toBe('2027-03-12T09:00');
    expect(formatTime('2027-03-15T13:00:00Z', 'en', 'America/New_York')).toBe('Mon, Mar 15, 2027, 9:00 AM');
    expect(formatTime('2027-03-15T13:00:00Z', 'en', 'Asia/Manila')).toBe('Mon, Mar 15, 2027, 9:00 PM');
    expect(formatTime('2027-03-15T13:00:00Z', 'es', 'Asia/Manila')).toBe('lun, 15 mar 2027, 21:00');
  });
});
