import { useMutation, useQuery } from '@tanstack/react-query';
import { api, retryOnFailure } from '@/lib/api-client';
import type { InterviewCancelInput, InterviewInput, Interview } from '@/lib/api-types';
import { packetKey, packetPath, refreshApplication } from './applications';

/**
 * Interview is an interview of an application (docs/api.md "Hiring loop II"): proposed
 * with its slots until the teacher chooses one (`start`), then scheduled, cancelled or completed.
 */
export type { InterviewCancelInput, InterviewInput, Interview } from '@/lib/api-types';

/** InterviewMode is how an interview is held: a video call, a phone call or in person. */
export type InterviewMode = Interview['mode'];

/** INTERVIEW_MODES are the ways an interview is held, in the order the form offers them. */
export const INTERVIEW_MODES = ['video', 'phone', 'in_person'] as const satisfies readonly InterviewMode[];

/** isOpen says whether an interview still stands: proposed or scheduled, it can be cancelled. */
export function isOpen(interview: Interview): boolean {
  return interview.status === 'proposed' || interview.status === 'scheduled';
}

/** useInterviews is the interviews of an application, oldest first. */
export function useInterviews(applicationId: string) {
  return useQuery({
    queryKey: [...packetKey(applicationId), 'interviews'],
    queryFn: () => api<Interview[]>(`${packetPath(applicationId)}/interviews`),
    retry: retryOnFailure,
    // The section says in place that it cannot be loaded; the rest of the packet stays.
    throwOnError: false,
  });
}

/** calendarUrl is where the browser downloads a scheduled interview's invitation (.ics). */
export function calendarUrl(interviewId: string): string {
  return `/api/interviews/${encodeURIComponent(interviewId)}/calendar.ics`;
}

type Application = { id: string; vacancyId: string };

/** useProposeInterview proposes interview times to the teacher; the application becomes `interview`. */
export function useProposeInterview({ id, vacancyId }: Application) {
  return useMutation({
    mutationFn: (input: InterviewInput) => api<Interview>(`${packetPath(id)}/interviews`, { body: input }),
    onSuccess: () => refreshApplication(id, vacancyId),
  });
}

const interviewPath = (id: string) => `/school/interviews/${encodeURIComponent(id)}`;

/** useCancelInterview cancels a proposed or scheduled interview with a reason both sides read. */
export function useCancelInterview({ id, vacancyId }: Application) {
  return useMutation({
    mutationFn: ({ interviewId, ...input }: InterviewCancelInput & { interviewId: string }) =>
      api<Interview>(`${interviewPath(interviewId)}/cancel`, { body: input }),
    onSuccess: () => refreshApplication(id, vacancyId),
  });
}

/** useCompleteInterview marks a scheduled interview whose start has passed as done. */
export function useCompleteInterview({ id, vacancyId }: Application) {
  return useMutation({
    mutationFn: (interviewId: string) => api<Interview>(`${interviewPath(interviewId)}/complete`, { method: 'POST' }),
    onSuccess: () => refreshApplication(id, vacancyId),
  });
}
