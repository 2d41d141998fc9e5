import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api, retryOnFailure } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import type { Answer } from '@/lib/api-types';
import { PAGE_SIZE, withQuery } from './admin-api';

/** Subscriber is one sign-up to the newsletter; unsubscribedAt is null while subscribed. */
export type { Subscriber } from '@/lib/api-types';

/** useSubscribers is one page of the subscribers that match `q`. */
export function useSubscribers(q: string, page: number) {
  return useQuery({
    queryKey: ['admin', 'subscribers', { q, page }],
    queryFn: () => api<Answer<'/api/admin/subscribers', 'get'>>(withQuery('/admin/subscribers', { q, page, pageSize: PAGE_SIZE })),
    placeholderData: keepPreviousData,
    retry: retryOnFailure,
    throwOnError: false,
  });
}

/** subscribersCsvUrl is where the browser downloads every subscriber matching `q` as a CSV file. */
export function subscribersCsvUrl(q: string): string {
  const query = new URLSearchParams({ format: 'csv' });
  query.set('q', q);
  return `/api/admin/subscribers?${query}`;
}

/** useUnsubscribe unsubscribes a subscriber, by id: no address goes into the request's path (or a log). */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (id: string) => api<null>(`/admin/subscribers/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'subscribers'] }),
  });
}
