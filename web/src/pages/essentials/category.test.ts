import { describe, expect, it } from 'vitest';
import { CATEGORIES, DEFAULT_CATEGORY, categoryAfterKey, categoryFromHash, categoryName, hashOf } from './category';

describe('essentials category', () => {
  it('starts at 1, electricity', () => {
    expect(DEFAULT_CATEGORY).toBe(1);
    expect(categoryName(DEFAULT_CATEGORY)).toBe('electricity');
    expect(categoryFromHash('')).toBe(1);
  });

  it.each([
    ['#electricity', 1],
    ['#water', 2],
    ['#gas', 3],
    ['#garbage', 4],
    ['#internet', 5],
    ['#mobile', 6],
    ['gas', 3],
    ['#Mobile', 6],
  ] as const)('reads %s as %i', (hash, number) => {
    expect(categoryFromHash(hash)).toBe(number);
  });

  it.each(['#', '#solar', '#3', '#%E0%A4%A', '#us-banks'])('falls back to electricity for %s', (hash) => {
    expect(categoryFromHash(hash)).toBe(1);
  });

  it('writes each number as a readable hash that reads back to the same number', () => {
    expect(CATEGORIES.map((_, index) => hashOf((index + 1) as 1))).toEqual([
      '#electricity',
      '#water',
      '#gas',
      '#garbage',
      '#internet',
      '#mobile',
    ]);
    for (const number of [1, 2, 3, 4, 5, 6] as const) expect(categoryFromHash(hashOf(number))).toBe(number);
  });

  it('moves with the arrow keys, wrapping around, and jumps with Home and End', () => {
    expect(categoryAfterKey(1, 'ArrowRight')).toBe(2);
    expect(categoryAfterKey(6, 'ArrowRight')).toBe(1);
    expect(categoryAfterKey(1, 'ArrowLeft')).toBe(6);
    expect(categoryAfterKey(4, 'ArrowLeft')).toBe(3);
    expect(categoryAfterKey(3, 'Home')).toBe(1);
    expect(categoryAfterKey(3, 'End')).toBe(6);
    expect(categoryAfterKey(3, 'Enter')).toBeNull();
  });
});
