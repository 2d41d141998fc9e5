import { describe, expect, it } from 'vitest';
import { rangeOf } from './period';

describe('rangeOf', () => {
  it('counts the last days up to today, today included, across months and years', () => {
    expect(rangeOf('30', '2027-03-01')).toEqual({ from: '2027-01-31', to: '2027-03-01' });
    expect(rangeOf('90', '2027-01-15')).toEqual({ from: '2026-10-18', to: '2027-01-15' });
  });

  it('leaves a year to the API, which counts it from the same day a year before', () => {
    expect(rangeOf('365', '2027-03-01')).toEqual({});
  });
});
