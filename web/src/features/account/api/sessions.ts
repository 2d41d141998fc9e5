import { useMutation, useQuery } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';
import { api } from '@/lib/api-client';
import type { Answer } from '@/lib/api-types';

/** Session is one browser signed in to the account (docs/api.md: `GET /api/me/sessions`). */
export type { Session } from '@/lib/api-types';

const SESSIONS = ['me', 'sessions'] as const;

/**
 * useSessions is the signed-in user's browsers, the most recently used first. The list says in
 * place when it cannot be loaded: the rest of the settings page still works.
 */
export function useSessions() {
  return useQuery({
    queryKey: SESSIONS,
    queryFn: () => api<Answer<'/api/me/sessions', 'get'>>('/me/sessions').then((a) => a.items),
    throwOnError: false,
  });
}

/** useEndSession signs one browser out, or every other one when no id is given. */
export function useEndSession() {
  return useMutation({
    mutationFn: (id?: string) => api<null>(id ? `/me/sessions/${encodeURIComponent(id)}` : '/me/sessions', { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS }),
  });
}
