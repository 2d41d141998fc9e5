import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api, retryOnFailure } from '@/lib/api-client';
import type { Overview, SchoolVacancy, SchoolVacancyPage, VacancyInput, VacancyStatus } from '@/lib/api-types';
import { queryClient } from '@/lib/query-client';

/** Page is one page of a list answer of the API. */
export type { Page } from '@/lib/api-types';

/** PAGE_SIZE is how many rows a list shows at once. */
export const PAGE_SIZE = 10;

/**
 * Overview is GET /api/school/overview: the district's dashboard, with its schools (OverviewSchool,
 * for the vacancy form's school list) and the applications received in the last 7 days.
 * SchoolVacancy is a vacancy of the district (docs/api.md's Vacancy) with its non-withdrawn
 * applications; VacancyStatus says whether teachers may apply to it.
 */
export type { Overview, OverviewSchool, SchoolVacancy, VacancyStatus } from '@/lib/api-types';

/**
 * VacancyInput is the body of POST and PUT /api/school/vacancies. An empty designation lets the
 * server use the school's own.
 */
export type { VacancyInput } from '@/lib/api-types';

/** VacancyFilter is the list's status filter; null shows every vacancy. */
export type VacancyFilter = VacancyStatus | null;

const OVERVIEW = ['school', 'overview'] as const;
const vacancyKey = (id: string) => ['school', 'vacancies', 'detail', id] as const;
const vacancyPath = (id: string) => `/school/vacancies/${encodeURIComponent(id)}`;

/** useOverview is the district's dashboard, with its schools. */
export function useOverview() {
  return useQuery({ queryKey: OVERVIEW, queryFn: () => api<Overview>('/school/overview'), retry: retryOnFailure });
}

/** listVacancies fetches one page of the district's vacancies, newest first. */
export function listVacancies(status: VacancyFilter, page: number): Promise<SchoolVacancyPage> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE) });
  if (status) query.set('status', status);
  return api<SchoolVacancyPage>(`/school/vacancies?${query}`);
}

/** useVacancies is one page of the district's vacancies; the page shown stays while the next loads. */
export function useVacancies(status: VacancyFilter, page: number) {
  return useQuery({
    queryKey: ['school', 'vacancies', 'list', status, page],
    queryFn: () => listVacancies(status, page),
    placeholderData: keepPreviousData,
    retry: retryOnFailure,
    // The list says in place that it cannot be loaded (the table of the page it is on).
    throwOnError: false,
  });
}

/** useVacancy is one of the district's vacancies. */
export function useVacancy(id: string) {
  return useQuery({ queryKey: vacancyKey(id), queryFn: () => api<SchoolVacancy>(vacancyPath(id)), retry: retryOnFailure });
}

/**
 * remember puts a vacancy the server answered with (with its applicant count, as every write
 * answers) in the cache, and marks the lists and dashboard stale.
 */
function remember(vacancy: SchoolVacancy) {
  queryClient.setQueryData(vacancyKey(vacancy.id), vacancy);
  void queryClient.invalidateQueries({ queryKey: ['school', 'vacancies', 'list'] });
  void queryClient.invalidateQueries({ queryKey: OVERVIEW });
}

/** useCreateVacancy posts a new vacancy, open at once. */
export function useCreateVacancy() {
  return useMutation({
    mutationFn: (input: VacancyInput) => api<SchoolVacancy>('/school/vacancies', { body: input }),
    onSuccess: remember,
  });
}

/** useUpdateVacancy saves the changes to a vacancy. */
export function useUpdateVacancy(id: string) {
  return useMutation({
    mutationFn: (input: VacancyInput) => api<SchoolVacancy>(vacancyPath(id), { method: 'PUT', body: input }),
    onSuccess: remember,
  });
}

/**
 * useVacancyStatus closes or reopens a vacancy. Reopening one whose last date to apply has
 * passed is refused (400, `fields.lastDateToApply` "past").
 */
export function useVacancyStatus(id: string) {
  return useMutation({
    mutationFn: (action: 'close' | 'reopen') => api<SchoolVacancy>(`${vacancyPath(id)}/${action}`, { method: 'POST' }),
    onSuccess: remember,
  });
}
