import { useMutation, useQuery } from '@tanstack/react-query';
import { api, retryOnFailure } from '@/lib/api-client';
import type { Interview, InterviewCancel, OtherTimesInput } from '@/lib/api-types';
import { queryClient } from '@/lib/query-client';
import { applicationKey, refreshAfterChange } from './applications';

/**
 * Interview is one interview of an application (docs/api.md "Hiring loop II"): proposed with its
 * slots until the teacher chooses one, then scheduled at `start`; or cancelled, or completed.
 */
export type { Interview, InterviewSlot } from '@/lib/api-types';

const interviewsKey = (applicationId: string) => [...applicationKey(applicationId), 'interviews'] as const;

/** getInterviews fetches the interviews of one of the teacher's applications, oldest first. */
export function getInterviews(applicationId: string): Promise<Interview[]> {
  return api<Interview[]>(`/applications/${encodeURIComponent(applicationId)}/interviews`);
}

/** useInterviews is the interviews of an application; the page says in place when they cannot be loaded. */
export function useInterviews(applicationId: string) {
  return useQuery({
    queryKey: interviewsKey(applicationId),
    queryFn: () => getInterviews(applicationId),
    retry: retryOnFailure,
    throwOnError: false,
  });
}

/** InterviewAnswer is the teacher's answer to an interview: a time chosen, other times asked for, or a cancellation. */
export type InterviewAnswer =
  | { action: 'choose'; slotId: string }
  | ({ action: 'other-times' } & OtherTimesInput)
  | ({ action: 'cancel' } & InterviewCancel);

/** answerInterview sends the teacher's answer and returns the interview as it now stands. */
export function answerInterview(interviewId: string, { action, ...body }: InterviewAnswer): Promise<Interview> {
  return api<Interview>(`/interviews/${encodeURIComponent(interviewId)}/${action}`, { body });
}

/**
 * useAnswerInterview answers one interview of an application. The interview shows its new state
 * at once; the application and its lists are then fetched again, as a cancellation may move it,
 * and so is everything after a refusal (409: the school changed the interview meanwhile).
 */
export function useAnswerInterview(applicationId: string, interviewId: string) {
  return useMutation({
    mutationFn: (answer: InterviewAnswer) => answerInterview(interviewId, answer),
    onSuccess: (interview) =>
      queryClient.setQueryData<Interview[]>(interviewsKey(applicationId), (list) =>
        list?.map((item) => (item.id === interview.id ? interview : item)),
      ),
    onSettled: refreshAfterChange,
  });
}

/** calendarUrl is where the browser downloads a scheduled interview's invitation (an .ics file). */
export function calendarUrl(interviewId: string): string {
  return `/api/interviews/${encodeURIComponent(interviewId)}/calendar.ics`;
}
