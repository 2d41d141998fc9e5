import { useMutation, useQuery } from '@tanstack/react-query';
import { api, retryOnFailure } from '@/lib/api-client';
import type { Notifications } from '@/lib/api-types';
import { queryClient } from '@/lib/query-client';

/**
 * Notifications are a school user's mail settings (GET and PUT /api/me/notifications):
 * `dailyApplicantDigest`, on by default, is the mail at most once a day of the district's new
 * applicants and of those left pending 14 days or more.
 */
export type { Notifications } from '@/lib/api-types';

const NOTIFICATIONS = ['me', 'notifications'] as const;

/** useNotifications is the school user's mail settings. */
export function useNotifications() {
  return useQuery({ queryKey: NOTIFICATIONS, queryFn: () => api<Notifications>('/me/notifications'), retry: retryOnFailure });
}

/** useSaveNotifications saves the mail settings; the answer is what the page shows next. */
export function useSaveNotifications() {
  return useMutation({
    mutationFn: (input: Notifications) => api<Notifications>('/me/notifications', { method: 'PUT', body: input }),
    onSuccess: (saved) => queryClient.setQueryData(NOTIFICATIONS, saved),
  });
}
