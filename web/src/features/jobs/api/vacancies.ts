import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, retryOnFailure } from '@/lib/api-client';
import type { BoardVacancy, Vacancy, VacancyDetail, VacancyMapSchool, VacancyPage, VacancySort } from '@/lib/api-types';

/**
 * Vacancy is a school's open (or closed) teaching job (docs/api.md "Vacancies and applications"), with
 * the Certification it asks of the teacher. VacancyDetail is GET /api/vacancies/{id}: for a
 * signed-in teacher also their Eligibility (its ChecklistItems, and the profile's missing codes),
 * their active application and how well they match; for anyone else those keys are absent.
 * BoardVacancy is a row of the board as a signed-in teacher reads it: her score and application.
 */
export type { BoardVacancy, Certification, ChecklistItem, Eligibility, Vacancy, VacancyDetail, VacancySort } from '@/lib/api-types';

/** VacancyFilters are the board's search, filter and order: each filter is empty when not used. */
export type VacancyFilters = {
  q: string;
  /** district is an organization's id. */
  district: string;
  school: string;
  level: string;
  subject: string;
  designation: string;
  /** workAuthorization is a code of WORK_AUTHORIZATIONS (lib/work-authorization.ts). */
  workAuthorization: string;
  /** minSalary is the least yearly pay in whole US dollars, as digits (docs/api.md "Know before you go"). */
  minSalary: string;
  /** near is the point the vacancies' schools are near, "lat,lng"; radiusKm is how near, in km (both or neither). */
  near: string;
  radiusKm: string;
  sort: VacancySort;
};

/** DEFAULT_SORT is the board's order when none is chosen: the newest first. */
export const DEFAULT_SORT: VacancySort = 'newest';

/**
 * chosenFilters are the filters in use, as query parameters in the order of `filters`: the empty
 * ones and the default order are left out, so that a plain board has a plain address.
 */
export function chosenFilters(filters: VacancyFilters): [string, string][] {
  return Object.entries(filters).filter(([name, value]) => value !== '' && !(name === 'sort' && value === DEFAULT_SORT));
}

/** isBoardVacancy tells a signed-in teacher's row (with her score and application) from a visitor's. */
export function isBoardVacancy(vacancy: Vacancy | BoardVacancy): vacancy is BoardVacancy {
  return 'score' in vacancy;
}

/** Page is one page of a list answer of the API. */
export type { Page } from '@/lib/api-types';

/** PAGE_SIZE is how many rows a list shows at once. */
export const PAGE_SIZE = 10;

/** listVacancies fetches one page of the open vacancies that match the filters, in their order. */
export function listVacancies(filters: VacancyFilters, page: number): Promise<VacancyPage> {
  const query = new URLSearchParams(chosenFilters(filters));
  query.set('page', String(page));
  query.set('pageSize', String(PAGE_SIZE));
  return api<VacancyPage>(`/vacancies?${query}`);
}

/**
 * useVacancies is one page of the board as `viewer` (the signed-in user's id, null for a visitor)
 * sees it: a teacher's rows carry her score, so each viewer has their own copy, and nothing is
 * asked while it is not yet known who is signed in (undefined). The page shown stays while the
 * next one loads.
 */
export function useVacancies(filters: VacancyFilters, page: number, viewer: string | null | undefined) {
  return useQuery({
    queryKey: ['vacancies', 'list', filters, page, viewer],
    queryFn: () => listVacancies(filters, page),
    enabled: viewer !== undefined,
    placeholderData: keepPreviousData,
    retry: retryOnFailure,
    // The list says in place that it cannot be loaded (the table of the page it is on).
    throwOnError: false,
  });
}

/**
 * useVacancyMap is the board's map (GET /api/vacancies/map): the schools with a location that have
 * vacancies matching the filters, each with how many. The map says nothing of an error: it
 * stays as it was.
 */
export function useVacancyMap(filters: VacancyFilters) {
  const query = new URLSearchParams(chosenFilters({ ...filters, sort: DEFAULT_SORT }));
  return useQuery({
    queryKey: ['vacancies', 'map', filters],
    queryFn: () => api<{ schools: VacancyMapSchool[] }>(`/vacancies/map?${query}`),
    placeholderData: keepPreviousData,
    throwOnError: false,
  });
}

/** vacancyKey is the query key of one vacancy as the signed-in user (`viewer`, null for a visitor) sees it. */
export const vacancyKey = (id: string, viewer: string | null) => ['vacancies', 'detail', id, viewer] as const;

/** getVacancy fetches one vacancy, with the signed-in teacher's eligibility. */
export function getVacancy(id: string): Promise<VacancyDetail> {
  return api<VacancyDetail>(`/vacancies/${encodeURIComponent(id)}`);
}

/**
 * useVacancy is one vacancy as `viewer` (the signed-in user's id, null for a visitor) sees it:
 * the answer depends on who asks, so each viewer has their own copy.
 */
export function useVacancy(id: string, viewer: string | null) {
  return useQuery({
    queryKey: vacancyKey(id, viewer),
    queryFn: () => getVacancy(id),
    retry: retryOnFailure,
    // A job page arrives with its vacancy, as a visitor sees it, and hydrates with it at once.
    initialData: viewer === null ? () => servedVacancy(id) : undefined,
  });
}

/** SERVED_VACANCIES is the id of the element in which the server lists open vacancies for a browser without JavaScript. */
export const SERVED_VACANCIES = 'tb-vacancies';

/** SERVED_VACANCY is the id of the element in which the server sends a job page's vacancy (JSON). */
const SERVED_VACANCY = 'tb-vacancy';

/** servedVacancy is the vacancy the server sent with the page, if it is the one asked for. */
function servedVacancy(id: string): Vacancy | undefined {
  const text = typeof document === 'undefined' ? null : document.getElementById(SERVED_VACANCY)?.textContent;
  if (!text) return undefined;
  try {
    const vacancy = JSON.parse(text) as Vacancy;
    return vacancy.id === id ? vacancy : undefined;
  } catch {
    return undefined;
  }
}
