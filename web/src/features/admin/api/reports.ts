import { useQuery } from '@tanstack/react-query';
import { api, retryOnFailure } from '@/lib/api-client';
import type { SelfIdReport } from '@/lib/api-types';


/** SelfIdGroup names one question of the voluntary self-identification. */
export type SelfIdGroup = Exclude<keyof SelfIdReport, 'asOf' | 'total'>;

/** SELF_ID_CODES are the answer codes of each question (docs/design.md §4), in the order the report lists them. */
export const SELF_ID_CODES: Record<SelfIdGroup, readonly string[]> = {
  ethnicity: [
    'asian',
    'black',
    'hispanic',
    'american_indian_alaska_native',
    'two_or_more',
    'native_hawaiian_pacific_islander',
    'white',
    'none_selected',
  ],
  hispanicOrigin: ['yes', 'no', 'prefer_not_to_say'],
  gender: ['male', 'female', 'other', 'prefer_not_to_say'],
  veteranStatus: ['not_veteran', 'veteran', 'disabled_veteran', 'prefer_not_to_say'],
};

/**
 * SelfIdReport is GET /api/admin/reports/self-identification: how many teachers gave each answer,
 * on the day `asOf` ("2027-03-01", UTC) of the daily snapshot the counts come from. A count below
 * 5 is null, so that no one can be picked out; `total` too.
 */
export type { SelfIdReport } from '@/lib/api-types';

/** useSelfIdReport is the aggregate self-identification report. */
export function useSelfIdReport() {
  return useQuery({
    queryKey: ['admin', 'reports', 'self-identification'],
    queryFn: () => api<SelfIdReport>('/admin/reports/self-identification'),
    retry: retryOnFailure,
    throwOnError: false,
  });
}
