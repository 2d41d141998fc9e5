import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { PAGE_SIZE, retryOnFailure, type Page, type VacancyDetail } from './vacancies';

/** ApplicationStatus is where an application stands; `withdrawn` is cancelled by the teacher. */
export type ApplicationStatus = 'pending' | 'on-hold' | 'candidate' | 'withdrawn';

/** ACTIVE_STATUSES are the statuses of an application the teacher may still cancel. */
export const ACTIVE_STATUSES: readonly ApplicationStatus[] = ['pending', 'on-hold', 'candidate'];

/** isActive tells whether an application can still be cancelled. */
export function isActive(status: ApplicationStatus): boolean {
  return ACTIVE_STATUSES.includes(status);
}

/** ApplicationRow is one row of GET /api/applications; company is the district, empty texts are unknown. */
export type ApplicationRow = {
  id: string;
  vacancyId: string;
  /** When the teacher applied (RFC 3339). */
  dateApplied: string;
  company: string;
  type: string;
  position: string;
  score: number | null;
  status: ApplicationStatus;
};

/** SubmittedDocument is a file as it was sent with the application. */
export type SubmittedDocument = { id: string; kind: string; fileName: string; contentType: string; size: number };

/** StatusChange is one step of an application's history (RFC 3339 `at`; `note` may be empty). */
export type StatusChange = { status: ApplicationStatus; at: string; note: string };

/** Application is GET /api/applications/{id}: the application as the teacher sent it. */
export type Application = {
  id: string;
  vacancyId: string;
  status: ApplicationStatus;
  dateApplied: string;
  score: number | null;
  position: string;
  schoolName: string;
  company: string;
  type: string;
  vacancyStatus: 'open' | 'closed';
  applicant: {
    firstName: string;
    lastName: string;
    email: string;
    contactNumber: string;
    address: string;
    city: string;
    state: string;
    zipCode: string;
    country: string;
  };
  presentation: string | null;
  documents: SubmittedDocument[];
  /** Oldest first. */
  history: StatusChange[];
};

/** Created is the answer of POST /api/applications. */
export type Created = { id: string; vacancyId: string; status: 'pending'; dateApplied: string; score: number | null };

/** ApplicationSort orders the list by the date applied. */
export type ApplicationSort = 'newest' | 'oldest';

/** ApplicationQuery is the list's filter: a status (all when null), the order and the page. */
export type ApplicationQuery = { status: ApplicationStatus | null; sort: ApplicationSort; page: number };

/** listApplications fetches one page of the signed-in teacher's applications. */
export function listApplications({ status, sort, page }: ApplicationQuery): Promise<Page<ApplicationRow>> {
  const query = new URLSearchParams({ sort, page: String(page), pageSize: String(PAGE_SIZE) });
  if (status) query.set('status', status);
  return api<Page<ApplicationRow>>(`/applications?${query}`);
}

/** useApplications is one page of the teacher's applications; the page shown stays while the next loads. */
export function useApplications(query: ApplicationQuery) {
  return useQuery({
    queryKey: ['applications', 'list', query],
    queryFn: () => listApplications(query),
    placeholderData: keepPreviousData,
    retry: retryOnFailure,
  });
}

const applicationKey = (id: string) => ['applications', 'detail', id] as const;

/** getApplication fetches one of the teacher's applications. */
export function getApplication(id: string): Promise<Application> {
  return api<Application>(`/applications/${encodeURIComponent(id)}`);
}

/** useApplication is one of the teacher's applications. */
export function useApplication(id: string) {
  return useQuery({ queryKey: applicationKey(id), queryFn: () => getApplication(id), retry: retryOnFailure });
}

/** documentUrl is where the browser downloads a file of an application, as an attachment. */
export function documentUrl(applicationId: string, documentId: string): string {
  return `/api/applications/${encodeURIComponent(applicationId)}/documents/${encodeURIComponent(documentId)}/download`;
}

/**
 * refreshAfterChange marks the applications and the vacancies' eligibility stale: applying or
 * cancelling changes the list, and whether the vacancy shows Apply or View application.
 */
function refreshAfterChange() {
  void queryClient.invalidateQueries({ queryKey: ['applications'] });
  void queryClient.invalidateQueries({ queryKey: ['vacancies', 'detail'] });
}

/**
 * useApply applies to a vacancy with the teacher's profile as it is now. The vacancy shows the
 * new application at once; after a refusal it is fetched again, to show what changed.
 */
export function useApply() {
  return useMutation({
    mutationFn: (vacancyId: string) => api<Created>('/applications', { body: { vacancyId } }),
    onSuccess: (created) =>
      queryClient.setQueriesData<VacancyDetail>({ queryKey: ['vacancies', 'detail', created.vacancyId] }, (vacancy) =>
        vacancy && { ...vacancy, applicationId: created.id },
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
