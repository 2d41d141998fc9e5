import { describe, expect, it } from 'vitest';
import { boardParams, filtersOf, NO_FILTERS, pageOf } from './url-params';

const read = (search: string) => filtersOf(new URLSearchParams(search));

describe("the board's address", () => {
  it('reads the district and the order beside the other filters', () => {
    expect(read('q=+matemáticas+&district=o-1&school=s-1&sort=deadline')).toEqual({
      ...NO_FILTERS, q: 'matemáticas', district: 'o-1', school: 's-1', sort: 'deadline',
    });
  });

  it('takes an order it does not know for the newest first', () => {
    expect(read('sort=closing').sort).toBe('newest');
    expect(read('').sort).toBe('newest');
  });

  it('writes only what is chosen: no empty filter, no default order, no first page', () => {
    expect(boardParams(NO_FILTERS, 1).toString()).toBe('');
    expect(boardParams({ ...NO_FILTERS, sort: 'newest', district: 'o-1' }, 1).toString()).toBe('district=o-1');
    expect(boardParams({ ...NO_FILTERS, q: 'math', district: 'o-1', level: 'high', sort: 'deadline' }, 3).toString()).toBe(
      'q=math&district=o-1&level=high&sort=deadline&page=3',
    );
  });

  it('reads back what it writes', () => {
    const filters = { ...NO_FILTERS, q: 'science teacher', district: 'o-2', subject: 'biology', sort: 'deadline' as const };
    const params = boardParams(filters, 4);
    expect(filtersOf(params)).toEqual(filters);
    expect(pageOf(params)).toBe(4);
  });

  it('reads a page that is not a whole number from 1 as the first', () => {
    for (const page of ['0', '-2', '1.5', 'last', '']) expect(pageOf(new URLSearchParams({ page }))).toBe(1);
    expect(pageOf(new URLSearchParams('page=999'))).toBe(999);
  });
});
