import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, retryOnFailure } from '@/lib/api-client';
import type { Analytics, AnalyticsQuery } from '@/lib/api-types';
import { searchParamsOf } from '@/lib/url-query';

/**
 * Analytics is GET /api/school/analytics (docs/api.md "Hiring loop II"): how the district answered
 * the applications sent in a period.
 */
export type { Analytics } from '@/lib/api-types';

/**
 * useAnalytics is the district's analytics for the period; while another period loads, the
 * previous one's stay on screen. A read that fails says so in place, under the period's choice.
 */
export function useAnalytics(period: AnalyticsQuery) {
  return useQuery({
    queryKey: ['school', 'analytics', period],
    queryFn: () => api<Analytics>(`/school/analytics?${searchParamsOf(period)}`),
    placeholderData: keepPreviousData,
    retry: retryOnFailure,
    throwOnError: false,
  });
}
