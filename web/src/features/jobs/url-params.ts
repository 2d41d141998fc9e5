import { choiceOf, pageOf, wholeNumberOf } from '@/lib/url-query';
import { APPLICATION_STATUSES, type ApplicationQuery } from './api/applications';
import { DEFAULT_SORT, type VacancyFilters, type VacancySort } from './api/vacancies';
import { DEFAULT_RADIUS, pointOf } from './places';

// What the board and the teacher's applications keep in the URL's search parameters; both lists
// read and write them with lib/url-query.ts, as every list does.

const FILTERS = ['q', 'district', 'school', 'level', 'subject', 'designation', 'workAuthorization'] as const;

const SORTS: readonly VacancySort[] = ['newest', 'deadline'];

/** NO_FILTERS is the board without a search or a filter, in its default order. */
export const NO_FILTERS: VacancyFilters = {
  q: '',
  district: '',
  school: '',
  level: '',
  subject: '',
  designation: '',
  workAuthorization: '',
  minSalary: '',
  near: '',
  radiusKm: '',
  sort: DEFAULT_SORT,
};

/** MAX_MIN_SALARY is the highest minimum salary the board asks for (the server refuses more). */
export const MAX_MIN_SALARY = 500_000;

/**
 * filtersOf reads the board's search, filter and order (an order it does not know is the default,
 * and a minimum salary that is not whole dollars up to MAX_MIN_SALARY is none).
 */
export function filtersOf(params: URLSearchParams): VacancyFilters {
  const filters = { ...NO_FILTERS };
  for (const name of FILTERS) filters[name] = params.get(name)?.trim() ?? '';
  const minSalary = params.get('minSalary')?.trim() ?? '';
  if (/^\d{1,6}$/.test(minSalary) && Number(minSalary) > 0 && Number(minSalary) <= MAX_MIN_SALARY) filters.minSalary = String(Number(minSalary));
  filters.sort = SORTS.find((sort) => sort === params.get('sort')) ?? DEFAULT_SORT;
  return { ...filters, ...nearOf(params) };
}

/**
 * nearOf reads a near search: a point and a radius from 1 to 100 km (the default when it is not
 * one), or neither, since the server refuses a radius without a point.
 */
function nearOf(params: URLSearchParams): Pick<VacancyFilters, 'near' | 'radiusKm'> {
  if (!pointOf(params.get('near') ?? '')) return { near: '', radiusKm: '' };
  const radius = wholeNumberOf(params, 'radiusKm', 1, 100) ?? DEFAULT_RADIUS;
  return { near: params.get('near') ?? '', radiusKm: String(radius) };
}

/** BoardQuery is the board's search, filters, order and page. */
export type BoardQuery = VacancyFilters & { page: number };

/** BOARD_DEFAULTS is what the board's address leaves out: the order the server takes when none is asked. */
export const BOARD_DEFAULTS: Partial<BoardQuery> = { sort: DEFAULT_SORT };

/** boardQueryOf reads the board's search, filters, order and page. */
export function boardQueryOf(params: URLSearchParams): BoardQuery {
  return { ...filtersOf(params), page: pageOf(params) };
}

/**
 * applicationQueryOf reads the applications list's status (any of them; all when absent), order
 * and page.
 */
export function applicationQueryOf(params: URLSearchParams): ApplicationQuery {
  return { status: choiceOf(params, 'status', APPLICATION_STATUSES), sort: choiceOf(params, 'sort', ['oldest'] as const) ?? 'newest', page: pageOf(params) };
}

/** APPLICATION_DEFAULTS is what the applications list's address leaves out: the newest first. */
export const APPLICATION_DEFAULTS: Partial<ApplicationQuery> = { sort: 'newest' };
