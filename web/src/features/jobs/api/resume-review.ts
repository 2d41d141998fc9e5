import { useMutation, useQuery } from '@tanstack/react-query';
import { api, retryOnFailure } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { pollWhilePending, type InsightState } from './applications';

/**
 * The review of the resume on the teacher's profile before she applies (docs/api.md "Found by new
 * users": POST and GET /api/me/resume-review), for any job or against one vacancy. The server keeps
 * only the review she asked for last, of the resume she has now: asking from another job, or
 * uploading another resume, leaves the others at `none`.
 */

const reviewKey = (vacancyId: string | null) => ['resume-review', vacancyId ?? 'any'] as const;

const reviewPath = (vacancyId: string | null) =>
  vacancyId ? `/me/resume-review?${new URLSearchParams({ vacancyId })}` : '/me/resume-review';

/**
 * useResumeReview is where the review of the profile's resume stands, against the vacancy with
 * vacancyId (null: for any job). Under way, it is fetched again every INSIGHT_POLL_MS until it is
 * done or failed. `resumeId` names the file reviewed: another file is another review. A failed
 * read says so in place.
 */
export function useResumeReview(vacancyId: string | null, resumeId = '') {
  return useQuery({
    queryKey: [...reviewKey(vacancyId), resumeId],
    queryFn: () => api<InsightState>(reviewPath(vacancyId)),
    refetchInterval: pollWhilePending,
    retry: retryOnFailure,
    throwOnError: false,
  });
}

/**
 * useRequestResumeReview asks for a (new) review of the profile's resume, against the vacancy with
 * vacancyId (null: for any job). Once the server has accepted it, the review shows as under way
 * until it is done.
 */
export function useRequestResumeReview(vacancyId: string | null) {
  return useMutation({
    mutationFn: () => api<InsightState>('/me/resume-review', { body: vacancyId ? { vacancyId } : {} }),
    onSuccess: (accepted) => queryClient.setQueriesData({ queryKey: reviewKey(vacancyId) }, accepted),
  });
}
