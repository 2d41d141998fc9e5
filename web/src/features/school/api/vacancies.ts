import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import type { Certification } from '@/lib/match-reasons';
import { queryClient } from '@/lib/query-client';

/** Page is one page of a list answer of the API. */
export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

/** PAGE_SIZE is how many rows a list shows at once. */
export const PAGE_SIZE = 10;

/** pageCount is how many pages a list answer has: at least one, even when empty. */
export function pageCount(answer: Page<unknown>): number {
  return Math.max(1, Math.ceil(answer.total / answer.pageSize));
}

/**
 * retryOnFailure retries a failed read once, unless the server refused it (a 4xx answer such as
 * 404 or mfa_setup_required), which asking again would not change.
 */
export function retryOnFailure(failures: number, error: Error): boolean {
  return failures < 1 && !(error instanceof ApiError && error.status < 500);
}

/** OverviewSchool is one school of the recruiter's district, as the vacancy form offers it. */
export type OverviewSchool = { id: string; schoolName: string; level: string; designation: string; city: string };

/** Overview is GET /api/school/overview: the district's dashboard. */
export type Overview = {
  organization: { id: string; name: string };
  /** The district's schools, for the vacancy form's school list. */
  schools: OverviewSchool[];
  openVacancies: number;
  /** Applications received in the last 7 days. */
  newApplicantsThisWeek: number;
  byStatus: Record<'pending' | 'on-hold' | 'candidate' | 'withdrawn', number>;
};

/** VacancyStatus is whether teachers may apply to a vacancy. */
export type VacancyStatus = 'open' | 'closed';

/** SchoolVacancy is a vacancy of the district (API.md's Vacancy) with its non-withdrawn applications. */
export type SchoolVacancy = {
  id: string;
  position: string;
  schoolId: string;
  schoolName: string;
  district: string;
  /** Option codes: `vacancyTypes`, `gradeLevels`, `subjects` and `designations`. */
  type: string;
  educationalLevel: string;
  subject: string;
  designation: string;
  description: string;
  requirements: string;
  requiredCertification: Certification;
  minYearsExperience: number;
  needs: string[];
  dualLanguage: boolean;
  /** When it was posted (RFC 3339). */
  postedAt: string;
  /** The last day to apply, a calendar date ("2027-05-31"). */
  lastDateToApply: string;
  status: VacancyStatus;
  applicantCount: number;
};

/**
 * VacancyInput is the body of POST and PUT /api/school/vacancies. An empty designation lets the
 * server use the school's own.
 */
export type VacancyInput = Pick<
  SchoolVacancy,
  | 'schoolId'
  | 'position'
  | 'type'
  | 'educationalLevel'
  | 'subject'
  | 'designation'
  | 'description'
  | 'requirements'
  | 'requiredCertification'
  | 'minYearsExperience'
  | 'needs'
  | 'dualLanguage'
  | 'lastDateToApply'
>;

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
export function listVacancies(status: VacancyFilter, page: number): Promise<Page<SchoolVacancy>> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE) });
  if (status) query.set('status', status);
  return api<Page<SchoolVacancy>>(`/school/vacancies?${query}`);
}

/** useVacancies is one page of the district's vacancies; the page shown stays while the next loads. */
export function useVacancies(status: VacancyFilter, page: number) {
  return useQuery({
    queryKey: ['school', 'vacancies', 'list', status, page],
    queryFn: () => listVacancies(status, page),
    placeholderData: keepPreviousData,
    retry: retryOnFailure,
  });
}

/** useVacancy is one of the district's vacancies. */
export function useVacancy(id: string) {
  return useQuery({ queryKey: vacancyKey(id), queryFn: () => api<SchoolVacancy>(vacancyPath(id)), retry: retryOnFailure });
}

/**
 * remember puts a vacancy the server answered with in the cache, keeping its applicant count
 * (the answers of writes are a plain Vacancy), and marks the lists and dashboard stale.
 */
function remember(vacancy: Omit<SchoolVacancy, 'applicantCount'> & { applicantCount?: number }) {
  queryClient.setQueryData<SchoolVacancy>(vacancyKey(vacancy.id), (old) => ({
    ...vacancy,
    applicantCount: vacancy.applicantCount ?? old?.applicantCount ?? 0,
  }));
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
