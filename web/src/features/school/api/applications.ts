import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api, retryOnFailure } from '@/lib/api-client';
import type { Answer, Application, ApplicationPacket, ApplicationStatus, InboxPage, InboxQuery, StatusInput } from '@/lib/api-types';
import { queryClient } from '@/lib/query-client';
import { choiceOf, pageOf, searchParamsOf, textOf, wholeNumberOf } from '@/lib/url-query';
import { PAGE_SIZE } from './vacancies';


/** ApplicationStatus is where an application stands; `withdrawn` is cancelled by the teacher. */
export type { ApplicationStatus } from '@/lib/api-types';

/** APPLICATION_STATUSES are every status an application may have, in the order of the hiring steps. */
export const APPLICATION_STATUSES = [
  'pending', 'on-hold', 'candidate', 'interview', 'offered', 'hired', 'not_selected', 'withdrawn',
] as const satisfies readonly ApplicationStatus[];

/** SETTABLE_STATUSES are the statuses a school may give an application by hand (docs/design.md §4). */
export const SETTABLE_STATUSES = ['pending', 'on-hold', 'candidate', 'not_selected'] as const satisfies readonly ApplicationStatus[];

/** SettableStatus is a status a school may give an application by hand. */
export type SettableStatus = (typeof SETTABLE_STATUSES)[number];

/** isSettable says whether a school may give an application this status by hand. */
export function isSettable(status: ApplicationStatus): status is SettableStatus {
  return (SETTABLE_STATUSES as readonly string[]).includes(status);
}

/**
 * WAITING_STATUSES are those of an application still waiting for a decision: the school may move
 * it by hand or propose an interview, and a close-out decides it (docs/design.md §4).
 */
const WAITING_STATUSES = ['pending', 'on-hold', 'candidate', 'interview'] as const satisfies readonly ApplicationStatus[];

/** WaitingStatus is the status of an application still waiting for a decision. */
export type WaitingStatus = (typeof WAITING_STATUSES)[number];

/** isWaiting says whether an application still waits for a decision; an offered one waits for the teacher instead. */
export function isWaiting(status: ApplicationStatus): status is WaitingStatus {
  return (WAITING_STATUSES as readonly string[]).includes(status);
}

/** isFinal says whether a status is final: hired, not selected or withdrawn never change again. */
export function isFinal(status: ApplicationStatus): boolean {
  return status === 'hired' || status === 'not_selected' || status === 'withdrawn';
}

/** Applicant is one application to a vacancy, as the ranked list shows it (score 0-100, null where there is none). */
export type { Applicant } from '@/lib/api-types';

/** StatusChange is one step of an application's history (RFC 3339 `at`; `note` may be empty). */
export type { StatusChange } from '@/lib/api-types';

/** Packet is GET /api/school/applications/{id}: everything the teacher sent, for the school. */
export type Packet = ApplicationPacket;

/** Disclosure is one section's answers, keyed as in web/shared/disclosures.json. */
export type Disclosure = Packet['disclosures'][number];

/** DisclosureSection is a group of the teacher's disclosures a school may read. */
export type DisclosureSection = Disclosure['section'];

/** StatusInput is the body of PUT /api/school/applications/{id}/status. */
export type { StatusInput } from '@/lib/api-types';

/** StatusAnswer is what a status change answers: the application with its history, without the disclosures. */
export type StatusAnswer = Application;

/** InboxApplication is one application of the district's inbox, with its teacher, vacancy and school. */
export type { InboxApplication } from '@/lib/api-types';

/**
 * Inbox is what the inbox shows, as its URL and the API name it: the applications of one status,
 * to one vacancy, sent in the last so many days, newest or best score first, a page of them.
 */
export type Inbox = Omit<InboxQuery, 'pageSize'>;

/** InboxSort is the inbox's order: newest first, or best match score first. */
export type InboxSort = NonNullable<Inbox['sort']>;

/** INBOX_SORTS are the inbox's orders; the first is the server's when none is asked. */
export const INBOX_SORTS = ['newest', 'score'] as const satisfies readonly InboxSort[];

/** RECENT_DAYS is what "recently" means in the inbox and on the dashboard: the last week. */
export const RECENT_DAYS = 7;

/** INBOX_DEFAULTS are the inbox's values that its URL and requests leave out. */
export const INBOX_DEFAULTS: Inbox = { sort: 'newest', page: 1 };

/** inboxOf reads the inbox's query from its URL; a value the API would refuse is left out. */
export function inboxOf(params: URLSearchParams): Inbox {
  return {
    status: choiceOf(params, 'status', APPLICATION_STATUSES),
    vacancyId: textOf(params, 'vacancyId'),
    // The API's bounds: a day to a year.
    appliedWithinDays: wholeNumberOf(params, 'appliedWithinDays', 1, 366),
    sort: choiceOf(params, 'sort', INBOX_SORTS) ?? 'newest',
    page: pageOf(params),
  };
}

const INBOX = ['school', 'applications', 'inbox'] as const;

/** useInbox is one page of the district's inbox; the page shown stays while the next loads. */
export function useInbox(query: Inbox) {
  return useQuery({
    queryKey: [...INBOX, query],
    queryFn: () => api<InboxPage>(`/school/applications?${searchParamsOf({ ...query, pageSize: PAGE_SIZE }, INBOX_DEFAULTS)}`),
    placeholderData: keepPreviousData,
    retry: retryOnFailure,
    // The list says in place that it cannot be loaded (the table of the page it is on).
    throwOnError: false,
  });
}

/** packetKey is the cache key of an application of the district; its interviews sit under it. */
export const packetKey = (id: string) => ['school', 'applications', id] as const;

/** packetPath is the API path of an application of the district, without /api. */
export const packetPath = (id: string) => `/school/applications/${encodeURIComponent(id)}`;

/**
 * refreshLists marks stale what shows an application of `vacancyId` among others: the vacancy's
 * applicants, the inbox and the dashboard.
 */
function refreshLists(vacancyId: string) {
  void queryClient.invalidateQueries({ queryKey: ['school', 'vacancies', 'applicants', vacancyId] });
  void queryClient.invalidateQueries({ queryKey: INBOX });
  void queryClient.invalidateQueries({ queryKey: ['school', 'overview'] });
}

/**
 * refreshApplication fetches an application again after a step of its hiring (an interview, an
 * offer): its packet, with its status, history and offer, and everything under its key (its
 * interviews), and marks the lists that show it stale.
 */
export function refreshApplication(id: string, vacancyId: string) {
  void queryClient.invalidateQueries({ queryKey: packetKey(id) });
  refreshLists(vacancyId);
}

/** useApplicants is the applications to a vacancy, best score first, withdrawn ones last. */
export function useApplicants(vacancyId: string) {
  return useQuery({
    queryKey: ['school', 'vacancies', 'applicants', vacancyId],
    queryFn: () => api<Answer<'/api/school/vacancies/{id}/applications', 'get'>>(`/school/vacancies/${encodeURIComponent(vacancyId)}/applications`),
    select: (answer) => answer.items,
    retry: retryOnFailure,
    // The list says in place that it cannot be loaded (the table of the page it is on).
    throwOnError: false,
  });
}

/** usePacket is one application to the district, as the teacher sent it. */
export function usePacket(id: string) {
  return useQuery({ queryKey: packetKey(id), queryFn: () => api<Packet>(packetPath(id)), retry: retryOnFailure });
}

/** documentUrl is where the browser downloads a file of an application, as an attachment. */
export function documentUrl(applicationId: string, documentId: string): string {
  return `/api${packetPath(applicationId)}/documents/${encodeURIComponent(documentId)}/download`;
}

/**
 * useChangeStatus gives an application a new status, or leaves a note on its current one (the
 * server tells the teacher). The packet shows the answer, with its new history, at once, keeping
 * the disclosures it was read with; the lists, the inbox and the dashboard are fetched again.
 */
export function useChangeStatus(id: string) {
  return useMutation({
    mutationFn: (input: StatusInput) => api<StatusAnswer>(`${packetPath(id)}/status`, { method: 'PUT', body: input }),
    onSuccess: (answer) => {
      queryClient.setQueryData<Packet>(packetKey(id), (packet) => packet && { ...packet, ...answer });
      refreshLists(answer.vacancyId);
    },
  });
}
