import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, retryOnFailure } from '@/lib/api-client';
import type { AnalyticsQuery, DistrictAnalytics } from '@/lib/api-types';
import { searchParamsOf } from '@/lib/url-query';

/** DistrictAnalytics is one district's analytics of GET /api/admin/analytics, with its id and name. */
export type { DistrictAnalytics } from '@/lib/api-types';

/**
 * useDistrictAnalytics is every district's analytics for the period (GET /api/admin/analytics),
 * by name; while another period loads, the previous one's stay on screen.
 */
export function useDistrictAnalytics(period: AnalyticsQuery) {
  return useQuery({
    queryKey: ['admin', 'analytics', period],
    queryFn: async () => (await api<{ items: DistrictAnalytics[] }>(`/admin/analytics?${searchParamsOf(period)}`)).items,
    placeholderData: keepPreviousData,
    retry: retryOnFailure,
    throwOnError: false,
  });
}
