import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api, retryOnFailure } from '@/lib/api-client';
import type { CloseVacancyInput, Overview, SchoolVacancy, SchoolVacancyPage, SchoolVacancyQuery, VacancyInput, VacancyStatus } from '@/lib/api-types';
import { queryClient } from '@/lib/query-client';
import { choiceOf, pageOf, searchParamsOf, textOf } from '@/lib/url-query';

/** Page is one page of a list answer of the API. */
export type { Page } from '@/lib/api-types';

/** PAGE_SIZE is how many rows a list shows at once. */
export const PAGE_SIZE = 10;

/** MAX_PAGE_SIZE is the most rows the API answers at once (internal/service/vacancies.go MaxPageSize). */
const MAX_PAGE_SIZE = 50;

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

const OVERVIEW = ['school', 'overview'] as const;
const VACANCY_LISTS = ['school', 'vacancies', 'list'] as const;
const vacancyKey = (id: string) => ['school', 'vacancies', 'detail', id] as const;
const vacancyPath = (id: string) => `/school/vacancies/${encodeURIComponent(id)}`;
const getOverview = () => api<Overview>('/school/overview');

/** useOverview is the district's dashboard, with its schools. */
export function useOverview() {
  return useQuery({ queryKey: OVERVIEW, queryFn: getOverview, retry: retryOnFailure });
}

/**
 * VacancyQuery is what the vacancy list shows, as its URL and the API name it: the vacancies whose
 * position or school contains `q`, at one school, open or closed, in an order, a page of them.
 */
export type VacancyQuery = Omit<SchoolVacancyQuery, 'pageSize'>;

/** VacancySort is the order of the vacancy list: newest posted, soonest last date, or most applicants first. */
export type VacancySort = NonNullable<VacancyQuery['sort']>;

/** VACANCY_SORTS are the orders of the vacancy list; the first is the server's when none is asked. */
export const VACANCY_SORTS = ['newest', 'deadline', 'applicants'] as const satisfies readonly VacancySort[];

/** VACANCY_STATUSES are the statuses the vacancy list filters by. */
export const VACANCY_STATUSES = ['open', 'closed'] as const satisfies readonly VacancyStatus[];

/** VACANCY_DEFAULTS are the list's values that its URL and requests leave out. */
export const VACANCY_DEFAULTS: VacancyQuery = { sort: 'newest', page: 1 };

/** vacancyQueryOf reads the vacancy list's query from its URL; a value the API would refuse is left out. */
export function vacancyQueryOf(params: URLSearchParams): VacancyQuery {
  return {
    q: textOf(params, 'q'),
    schoolId: textOf(params, 'schoolId'),
    status: choiceOf(params, 'status', VACANCY_STATUSES),
    sort: choiceOf(params, 'sort', VACANCY_SORTS) ?? 'newest',
    page: pageOf(params),
  };
}

/**
 * useSchools is the district's schools, read from its dashboard (one answer for both). Without
 * them a list offers "All schools" alone, and still works.
 */
export function useSchools() {
  return useQuery({
    queryKey: OVERVIEW,
    queryFn: getOverview,
    select: (overview) => overview.schools,
    retry: retryOnFailure,
    throwOnError: false,
  });
}

/** listVacancies fetches one page of the district's vacancies, `pageSize` long. */
function listVacancies(query: VacancyQuery, pageSize = PAGE_SIZE): Promise<SchoolVacancyPage> {
  return api<SchoolVacancyPage>(`/school/vacancies?${searchParamsOf({ ...query, pageSize }, VACANCY_DEFAULTS)}`);
}

/** useVacancies is one page of the district's vacancies; the page shown stays while the next loads. */
export function useVacancies(query: VacancyQuery) {
  return useQuery({
    queryKey: [...VACANCY_LISTS, query],
    queryFn: () => listVacancies(query),
    placeholderData: keepPreviousData,
    retry: retryOnFailure,
    // The list says in place that it cannot be loaded (the table of the page it is on).
    throwOnError: false,
  });
}

/**
 * useVacanciesApplied is the vacancies that have applicants, most first: as many as one answer
 * holds (the API's largest page), for the inbox's vacancy filter. Without them the filter
 * offers "All vacancies" alone, and the inbox still works.
 */
export function useVacanciesApplied() {
  return useQuery({
    queryKey: [...VACANCY_LISTS, 'applied'],
    queryFn: () => listVacancies({ sort: 'applicants' }, MAX_PAGE_SIZE),
    select: (answer) => answer.items.filter((vacancy) => vacancy.applicantCount > 0),
    retry: retryOnFailure,
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
  void queryClient.invalidateQueries({ queryKey: VACANCY_LISTS });
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
 * VacancyAction closes a vacancy, telling the applicants still waiting that they were not
 * selected or not (they are not selected either way), or reopens it.
 */
export type VacancyAction = ({ action: 'close' } & Required<CloseVacancyInput>) | { action: 'reopen' };

/**
 * useVacancyStatus closes or reopens a vacancy. Reopening one whose last date to apply has
 * passed is refused (400, `fields.lastDateToApply` "past").
 */
export function useVacancyStatus(id: string) {
  return useMutation({
    mutationFn: (change: VacancyAction) =>
      change.action === 'close'
        ? api<SchoolVacancy>(`${vacancyPath(id)}/close`, { body: { notifyApplicants: change.notifyApplicants } })
        : api<SchoolVacancy>(`${vacancyPath(id)}/reopen`, { method: 'POST' }),
    onSuccess: remember,
  });
}
