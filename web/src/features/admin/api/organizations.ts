import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api, retryOnFailure } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import type { Answer, Organization, OrganizationInput } from '@/lib/api-types';


/** Organization is a partner school district, with how many schools and users it has. */
export type { Organization } from '@/lib/api-types';

/** OrganizationInput is the body of POST and PUT /api/admin/organizations. */
export type { OrganizationInput } from '@/lib/api-types';

/** organizationsQuery is every organization, by name (one list, not paged). */
export const organizationsQuery = queryOptions({
  queryKey: ['admin', 'organizations'],
  queryFn: () => api<Answer<'/api/admin/organizations', 'get'>>('/admin/organizations').then((answer) => answer.items),
  retry: retryOnFailure,
  throwOnError: false,
});

/** useOrganizations is every organization, for the table and for the organization selects. */
export function useOrganizations() {
  return useQuery(organizationsQuery);
}

// A change to an organization shows in the schools, users and invitations that name it.
const refreshAdmin = () => queryClient.invalidateQueries({ queryKey: ['admin'] });

/** useSaveOrganization creates an organization (no id) or replaces one's details. */
export function useSaveOrganization() {
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: OrganizationInput }) =>
      id
        ? api<Organization>(`/admin/organizations/${encodeURIComponent(id)}`, { method: 'PUT', body: input })
        : api<Organization>('/admin/organizations', { body: input }),
    onSuccess: refreshAdmin,
  });
}

/** useDeleteOrganization deletes an organization; the server refuses (409) while it has schools or users. */
export function useDeleteOrganization() {
  return useMutation({
    mutationFn: (id: string) => api<null>(`/admin/organizations/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: refreshAdmin,
  });
}
