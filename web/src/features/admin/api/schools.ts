import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api, retryOnFailure } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import type { AdminSchool, Answer, SchoolInput } from '@/lib/api-types';
import { PAGE_SIZE, withQuery } from './admin-api';

/** AdminSchool is a school as the admin API gives it; lat and lng are null where unknown. */
export type { AdminSchool } from '@/lib/api-types';

/** SchoolInput is the body of POST and PUT /api/admin/schools. */
export type { SchoolInput } from '@/lib/api-types';

/** SchoolQuery is the table's filter (each empty when not used) and page. */
export type SchoolQuery = { organizationId: string; q: string; page: number };

/** useAdminSchools is one page of the schools that match the filter; the page shown stays while the next loads. */
export function useAdminSchools(query: SchoolQuery) {
  return useQuery({
    queryKey: ['admin', 'schools', query],
    queryFn: () => api<Answer<'/api/admin/schools', 'get'>>(withQuery('/admin/schools', { ...query, pageSize: PAGE_SIZE })),
    placeholderData: keepPreviousData,
    retry: retryOnFailure,
    throwOnError: false,
  });
}

// A school counts in its organization's row, and the public school list shows it.
function refresh() {
  void queryClient.invalidateQueries({ queryKey: ['admin'] });
  void queryClient.invalidateQueries({ queryKey: ['schools'] });
}

/** useSaveSchool creates a school (no id) or replaces one's details. */
export function useSaveSchool() {
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: SchoolInput }) =>
      id
        ? api<AdminSchool>(`/admin/schools/${encodeURIComponent(id)}`, { method: 'PUT', body: input })
        : api<AdminSchool>('/admin/schools', { body: input }),
    onSuccess: refresh,
  });
}

/** useDeleteSchool deletes a school; the server refuses (409) while it has vacancies. */
export function useDeleteSchool() {
  return useMutation({
    mutationFn: (id: string) => api<null>(`/admin/schools/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
