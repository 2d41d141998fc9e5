import { describe, expect, it } from 'vitest';
import { searchParamsOf } from '@/lib/url-query';
import { applicationQueryOf, BOARD_DEFAULTS, boardQueryOf, filtersOf, NO_FILTERS } from './url-params';

const boardParams = (filters: typeof NO_FILTERS, page: number) => searchParamsOf({ ...filters, page }, BOARD_DEFAULTS);

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

  it('reads a near search with its radius, the default radius, and neither without a point', () => {
    expect(read('near=27.95,-82.46&radiusKm=10')).toEqual({ ...NO_FILTERS, near: '27.95,-82.46', radiusKm: '10' });
    expect(read('near=27.95,-82.46').radiusKm).toBe('25');
    expect(read('near=27.95,-82.46&radiusKm=500').radiusKm).toBe('25');
    expect(read('near=north&radiusKm=10')).toEqual(NO_FILTERS);
    expect(read('near=95,10&radiusKm=10')).toEqual(NO_FILTERS);
    expect(read('radiusKm=10')).toEqual(NO_FILTERS);
    expect(boardParams({ ...NO_FILTERS, near: '27.95,-82.46', radiusKm: '25' }, 1).toString()).toBe('near=27.95%2C-82.46&radiusKm=25');
  });

  it('reads back what it writes', () => {
    const filters = { ...NO_FILTERS, q: 'science teacher', district: 'o-2', subject: 'biology', sort: 'deadline' as const };
    const params = boardParams(filters, 4);
    expect(boardQueryOf(params)).toEqual({ ...filters, page: 4 });
  });
});

describe("the teacher's applications' address", () => {
  it('reads a status it knows, the order and the page; anything else is the default', () => {
    expect(applicationQueryOf(new URLSearchParams('status=interview&sort=oldest&page=2'))).toEqual({ status: 'interview', sort: 'oldest', page: 2 });
    expect(applicationQueryOf(new URLSearchParams('status=lost&sort=best&page=x'))).toEqual({ status: undefined, sort: 'newest', page: 1 });
  });
});
