import { APPLICATION_STATUSES, type ApplicationQuery } from './api/applications';
import type { VacancyFilters } from './api/vacancies';

// The lists keep what they show in the URL's search parameters, so that back and forward,
// a reload and a shared link all show the same list.

const FILTERS = ['q', 'school', 'level', 'subject', 'designation'] as const;

/** NO_FILTERS is the board without a search or a filter. */
export const NO_FILTERS: VacancyFilters = { q: '', school: '', level: '', subject: '', designation: '' };

/** pageOf reads `page`: a whole number from 1, or 1. */
export function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** filtersOf reads the board's search and filter. */
export function filtersOf(params: URLSearchParams): VacancyFilters {
  const filters = { ...NO_FILTERS };
  for (const name of FILTERS) filters[name] = params.get(name)?.trim() ?? '';
  return filters;
}

/** boardParams writes the board's search, filter and page, leaving out what is empty or first. */
export function boardParams(filters: VacancyFilters, page: number): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of FILTERS) if (filters[name]) params.set(name, filters[name]);
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
