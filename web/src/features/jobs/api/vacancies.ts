import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, retryOnFailure } from '@/lib/api-client';
import type { Vacancy, VacancyDetail, VacancyPage } from '@/lib/api-types';

/**
 * Vacancy is a school's open (or closed) teaching job (docs/api.md "Vacancies and applications"), with
 * the Certification it asks of the teacher. VacancyDetail is GET /api/vacancies/{id}: for a
 * signed-in teacher also their Eligibility (its ChecklistItems, and the profile's missing codes),
 * their active application and how well they match; for anyone else those keys are absent.
 */
export type { Certification, ChecklistItem, Eligibility, Vacancy, VacancyDetail } from '@/lib/api-types';

/** VacancyFilters are the board's search: each is empty when not used. */
export type VacancyFilters = {
  q: string;
  school: string;
  level: string;
  subject: string;
  designation: string;
};

/** Page is one page of a list answer of the API. */
export type { Page } from '@/lib/api-types';

/** PAGE_SIZE is how many rows a list shows at once. */
export const PAGE_SIZE = 10;

/** listVacancies fetches one page of the open vacancies that match the filters. */
export function listVacancies(filters: VacancyFilters, page: number): Promise<VacancyPage> {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  query.set('page', String(page));
  query.set('pageSize', String(PAGE_SIZE));
  return api<VacancyPage>(`/vacancies?${query}`);
}

/** useVacancies is one page of the board; the page shown stays while the next one loads. */
export function useVacancies(filters: VacancyFilters, page: number) {
  return useQuery({
    queryKey: ['vacancies', 'list', filters, page],
    queryFn: () => listVacancies(filters, page),
    placeholderData: keepPreviousData,
    retry: retryOnFailure,
    // The list says in place that it cannot be loaded (the table of the page it is on).
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
