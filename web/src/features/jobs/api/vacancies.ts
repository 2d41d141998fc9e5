import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';

/** Certification is what a vacancy asks of the teacher's teaching certificate. */
export type Certification = 'florida' | 'any_state' | 'eligible' | 'none';

/** Vacancy is a school's open (or closed) teaching job (API.md "Vacancies and applications"). */
export type Vacancy = {
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
  status: 'open' | 'closed';
};

/** ChecklistItem is one of the documents a teacher needs to apply. */
export type ChecklistItem = 'resume' | 'presentation' | 'lessonPlan' | 'certifications' | 'evaluation' | 'references';

/** Eligibility says whether the signed-in teacher may apply, and what their profile still lacks. */
export type Eligibility = {
  eligible: boolean;
  checklist: Record<ChecklistItem, boolean>;
  /** The profile's missing codes ("resume", "profile.city", ...), in the profile's order. */
  missing: string[];
};

/**
 * VacancyDetail is GET /api/vacancies/{id}: for a signed-in teacher also their eligibility, their
 * active application and how well they match; for anyone else those keys are absent.
 */
export type VacancyDetail = Vacancy & {
  eligibility?: Eligibility;
  applicationId?: string | null;
  score?: number | null;
};

/** VacancyFilters are the board's search: each is empty when not used. */
export type VacancyFilters = {
  q: string;
  school: string;
  level: string;
  subject: string;
  designation: string;
};

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
 * 404 or a bad filter), which asking again would not change.
 */
export function retryOnFailure(failures: number, error: Error): boolean {
  return failures < 1 && !(error instanceof ApiError && error.status < 500);
}

/** listVacancies fetches one page of the open vacancies that match the filters. */
export function listVacancies(filters: VacancyFilters, page: number): Promise<Page<Vacancy>> {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  query.set('page', String(page));
  query.set('pageSize', String(PAGE_SIZE));
  return api<Page<Vacancy>>(`/vacancies?${query}`);
}

/** useVacancies is one page of the board; the page shown stays while the next one loads. */
export function useVacancies(filters: VacancyFilters, page: number) {
  return useQuery({
    queryKey: ['vacancies', 'list', filters, page],
    queryFn: () => listVacancies(filters, page),
    placeholderData: keepPreviousData,
    retry: retryOnFailure,
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
