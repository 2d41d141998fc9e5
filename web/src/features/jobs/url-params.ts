import { APPLICATION_STATUSES, type ApplicationQuery } from './api/applications';
import { chosenFilters, DEFAULT_SORT, type VacancyFilters, type VacancySort } from './api/vacancies';

// The lists keep what they show in the URL's search parameters, so that back and forward,
// a reload and a shared link all show the same list.

const FILTERS = ['q', 'district', 'school', 'level', 'subject', 'designation'] as const;

const SORTS: readonly VacancySort[] = ['newest', 'deadline'];

/** NO_FILTERS is the board without a search or a filter, in its default order. */
export const NO_FILTERS: VacancyFilters = { q: '', district: '', school: '', level: '', subject: '', designation: '', sort: DEFAULT_SORT };

/** pageOf reads `page`: a whole number from 1, or 1. */
export function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** filtersOf reads the board's search, filter and order (an order it does not know is the default). */
export function filtersOf(params: URLSearchParams): VacancyFilters {
  const filters = { ...NO_FILTERS };
  for (const name of FILTERS) filters[name] = params.get(name)?.trim() ?? '';
  filters.sort = SORTS.find((sort) => sort === params.get('sort')) ?? DEFAULT_SORT;
  return filters;
}

/** boardParams writes the board's search, filter, order and page, leaving out what is empty or the default. */
export function boardParams(filters: VacancyFilters, page: number): URLSearchParams {
  const params = new URLSearchParams(chosenFilters(filters));
  if (page > 1) params.set('page', String(page));
  return params;
}

/**
 * applicationQueryOf reads the applications list's status (any of them; all when absent), order
 * and page.
 */
export function applicationQueryOf(params: URLSearchParams): ApplicationQuery {
  const status = APPLICATION_STATUSES.find((value) => value === params.get('status')) ?? null;
  return { status, sort: params.get('sort') === 'oldest' ? 'oldest' : 'newest', page: pageOf(params) };
}

/** applicationParams writes the applications list's query, leaving out what is the default. */
export function applicationParams({ status, sort, page }: ApplicationQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (sort !== 'newest') params.set('sort', sort);
  if (page > 1) params.set('page', String(page));
  return params;
}
