import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { School } from '@/lib/api-types';

/** School is one row of GET /api/schools; lat and lng are null where the location is unknown. */
export type { School } from '@/lib/api-types';

/**
 * schoolsQuery fetches the partner schools, ordered by name. The list is reference data, so one
 * fetch serves the whole visit and every page that shows it.
 */
export const schoolsQuery = queryOptions({
  queryKey: ['schools'],
  queryFn: () => api<School[]>('/schools'),
  staleTime: Infinity,
});
