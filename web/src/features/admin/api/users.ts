import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api, retryOnFailure } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import type { AdminUser, Answer, Role } from '@/lib/api-types';
import { PAGE_SIZE, withQuery, type Page } from './admin-api';

/** UserRole is who a user is to TeachBay. */
export type UserRole = Role;

/** USER_ROLES are the roles, in the order the filter offers them. */
export const USER_ROLES: readonly UserRole[] = ['teacher', 'school', 'admin'];

/** AdminUser is an account as the admin API gives it. */
export type { AdminUser } from '@/lib/api-types';

/** UserQuery is the table's filter (each empty when not used) and page. */
export type UserQuery = { role: string; q: string; page: number };

/** useAdminUsers is one page of the accounts that match the filter. */
export function useAdminUsers(query: UserQuery) {
  return useQuery({
    queryKey: ['admin', 'users', query],
    queryFn: () => api<Answer<'/api/admin/users', 'get'>>(withQuery('/admin/users', { ...query, pageSize: PAGE_SIZE })),
    placeholderData: keepPreviousData,
    retry: retryOnFailure,
    throwOnError: false,
  });
}

/**
 * useSetDisabled disables an account (every session of it ends at once) or enables it again.
 * The rows showing it change at once; the lists are fetched again after.
 */
export function useSetDisabled() {
  return useMutation({
    mutationFn: ({ id, disabled }: { id: string; disabled: boolean }) =>
      api<AdminUser>(`/admin/users/${encodeURIComponent(id)}/${disabled ? 'disable' : 'enable'}`, { method: 'POST' }),
    onSuccess: (changed) =>
      queryClient.setQueriesData<Page<AdminUser>>({ queryKey: ['admin', 'users'] }, (list) =>
        list && { ...list, items: list.items.map((user) => (user.id === changed.id ? changed : user)) },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
  });
}
