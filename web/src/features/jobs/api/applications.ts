import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, api, retryOnFailure } from '@/lib/api-client';
import type { Application, ApplicationPage, ApplicationRow, ApplicationStatus, Page, ResumeInsight, VacancyDetail } from '@/lib/api-types';
import { queryClient } from '@/lib/query-client';
import { PAGE_SIZE } from './vacancies';

/** ApplicationStatus is where an application stands; `withdrawn` is cancelled by the teacher. */
export type { ApplicationStatus } from '@/lib/api-types';

/** APPLICATION_STATUSES are every status, in the order of the hiring loop (docs/design.md §4). */
export const APPLICATION_STATUSES: readonly ApplicationStatus[] = [
  'pending', 'on-hold', 'candidate', 'interview', 'offered', 'hired', 'not_selected', 'withdrawn',
];

/** ACTIVE_STATUSES are the statuses of an application the teacher may still cancel: none is final. */
export const ACTIVE_STATUSES: readonly ApplicationStatus[] = ['pending', 'on-hold', 'candidate', 'interview', 'offered'];

/** isActive tells whether an application can still be cancelled. */
export function isActive(status: ApplicationStatus): boolean {
  return ACTIVE_STATUSES.includes(status);
}

/**
 * ApplicationRow is one row of GET /api/applications (company is the district, empty texts are
 * unknown), and the answer of POST /api/applications. Application is GET /api/applications/{id}:
 * the application as the teacher sent it, with its SubmittedDocuments, its history (StatusChanges,
 * oldest first), the reasons of its score as they stood then, and the resume review.
 */
export type { Application, ApplicationRow, StatusChange, SubmittedDocument } from '@/lib/api-types';

/** Insight is one suggestion of the resume review (shared with the school's view of an application). */
export type { Insight } from '@/lib/resume-insights';

/** InsightFailure is why a review could not read the resume; null when it did not fail. */
export type { InsightFailure } from '@/lib/api-types';

/**
 * InsightState is where the resume review of an application stands: never asked (`none`),
 * under way (`pending`), done (`ready`, with its insights, most important first) or `failed`.
 */
export type InsightState = ResumeInsight;

/** ApplicationSort orders the list by the date applied. */
export type ApplicationSort = 'newest' | 'oldest';

/** ApplicationQuery is the list's filter: a status (all when unset), the order and the page. */
export type ApplicationQuery = { status?: ApplicationStatus; sort: ApplicationSort; page: number };

/** listApplications fetches one page of the signed-in teacher's applications. */
export function listApplications({ status, sort, page }: ApplicationQuery): Promise<ApplicationPage> {
  const query = new URLSearchParams({ sort, page: String(page), pageSize: String(PAGE_SIZE) });
  if (status) query.set('status', status);
  return api<ApplicationPage>(`/applications?${query}`);
}

/** useApplications is one page of the teacher's applications; the page shown stays while the next loads. */
export function useApplications(query: ApplicationQuery) {
  return useQuery({
    queryKey: ['applications', 'list', query],
    queryFn: () => listApplications(query),
    placeholderData: keepPreviousData,
    retry: retryOnFailure,
    // The list says in place that it cannot be loaded (the table of the page it is on).
    throwOnError: false,
  });
}

/** applicationKey is the query key of one application; what belongs to it (its interviews) extends it. */
export const applicationKey = (id: string) => ['applications', 'detail', id] as const;

/** getApplication fetches one of the teacher's applications. */
export function getApplication(id: string): Promise<Application> {
  return api<Application>(`/applications/${encodeURIComponent(id)}`);
}

/** useApplication is one of the teacher's applications. */
export function useApplication(id: string) {
  return useQuery({ queryKey: applicationKey(id), queryFn: () => getApplication(id), retry: retryOnFailure });
}

/**
 * isConflict tells whether the server refused a step because the other side changed what it
 * answers meanwhile (409): the page then shows it as it now stands rather than an error.
 */
export function isConflict(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}

/** documentUrl is where the browser downloads a file of an application, as an attachment. */
export function documentUrl(applicationId: string, documentId: string): string {
  return `/api/applications/${encodeURIComponent(applicationId)}/documents/${encodeURIComponent(documentId)}/download`;
}

/**
 * refreshAfterChange marks the applications and the vacancies' eligibility stale: applying,
 * cancelling or any step of the hiring loop changes the list, and whether the vacancy shows
 * Apply or View application.
 */
export function refreshAfterChange() {
  void queryClient.invalidateQueries({ queryKey: ['applications'] });
  void queryClient.invalidateQueries({ queryKey: ['vacancies', 'detail'] });
}

/**
 * apply applies to a vacancy and returns the id of the teacher's application to it. Two
 * applications sent at once (a double click on "Yes, apply") make one: the server answers the
 * second 409 `conflict` with the application that exists (docs/api.md "Found by new users"), so
 * that answer is the same success as the first.
 */
export async function apply(vacancyId: string): Promise<string> {
  try {
    return (await api<ApplicationRow>('/applications', { body: { vacancyId } })).id;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'conflict' && error.applicationId) return error.applicationId;
    throw error;
  }
}

/**
 * useApply applies to a vacancy with the teacher's profile as it is now. The vacancy shows the
 * application at once; after a refusal it is fetched again, to show what changed.
 */
export function useApply() {
  return useMutation({
    mutationFn: apply,
    onSuccess: (applicationId, vacancyId) =>
      queryClient.setQueriesData<VacancyDetail>({ queryKey: ['vacancies', 'detail', vacancyId] }, (vacancy) =>
        vacancy && { ...vacancy, applicationId },
      ),
    onSettled: refreshAfterChange,
  });
}

/**
 * useCancelApplication withdraws an application. The rows showing it say Withdrawn at once,
 * then the lists are fetched again.
 */
export function useCancelApplication() {
  return useMutation({
    mutationFn: (id: string) => api<Application>(`/applications/${encodeURIComponent(id)}/cancel`, { method: 'POST' }),
    onSuccess: (application) => {
      queryClient.setQueryData(applicationKey(application.id), application);
      queryClient.setQueriesData<Page<ApplicationRow>>({ queryKey: ['applications', 'list'] }, (list) =>
        list && {
          ...list,
          items: list.items.map((row) => (row.id === application.id ? { ...row, status: application.status } : row)),
        },
      );
    },
    onSettled: refreshAfterChange,
  });
}

/** INSIGHT_POLL_MS is how often a review under way is asked whether it is done. */
export const INSIGHT_POLL_MS = 2000;

/**
 * pollWhilePending is the refetch interval of a resume review: every INSIGHT_POLL_MS while it is
 * under way, none once it is done or failed. TanStack Query does not poll a hidden tab.
 */
export function pollWhilePending(query: { state: { data?: InsightState } }): number | false {
  return query.state.data?.status === 'pending' ? INSIGHT_POLL_MS : false;
}

const insightKey = (id: string) => [...applicationKey(id), 'resume-insight'] as const;

const insightPath = (id: string) => `/applications/${encodeURIComponent(id)}/resume-insight`;

/** getResumeInsight fetches where the resume review of an application stands. */
export function getResumeInsight(id: string): Promise<InsightState> {
  return api<InsightState>(insightPath(id));
}

/**
 * useResumeInsight is the resume review of an application, starting from `initial` (the one the
 * application came with). While the review is under way it is fetched again every
 * INSIGHT_POLL_MS, and no more once it is done or failed.
 */
export function useResumeInsight(id: string, initial: InsightState) {
  return useQuery({
    queryKey: insightKey(id),
    queryFn: () => getResumeInsight(id),
    initialData: initial,
    refetchInterval: pollWhilePending,
    retry: retryOnFailure,
  });
}

/**
 * useRequestResumeInsight asks for a (new) review of an application's resume. Once the server
 * has accepted it (202, with the state it answers: under way, no insights, no date), the review
 * shows as that until it is done.
 */
export function useRequestResumeInsight() {
  return useMutation({
    mutationFn: (id: string) => api<InsightState>(insightPath(id), { method: 'POST' }),
    onSuccess: (accepted, id) => queryClient.setQueryData(insightKey(id), accepted),
  });
}
