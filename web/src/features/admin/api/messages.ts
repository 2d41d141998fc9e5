import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api, retryOnFailure } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import type { Answer, ContactMessage } from '@/lib/api-types';
import { PAGE_SIZE, withQuery } from './admin-api';

/** ContactMessage is a message sent through the contact form; handledAt is null until someone answers it. */
export type { ContactMessage } from '@/lib/api-types';

/** MessageFilter shows the messages still to answer, those answered, or all. */
export type MessageFilter = 'unhandled' | 'handled' | 'all';

const HANDLED: Record<MessageFilter, string> = { unhandled: 'false', handled: 'true', all: '' };

/** useMessages is one page of the contact messages the filter shows, newest first. */
export function useMessages(filter: MessageFilter, page: number) {
  return useQuery({
    queryKey: ['admin', 'messages', { filter, page }],
    queryFn: () =>
      api<Answer<'/api/admin/contact-messages', 'get'>>(withQuery('/admin/contact-messages', { handled: HANDLED[filter], page, pageSize: PAGE_SIZE })),
    placeholderData: keepPreviousData,
    retry: retryOnFailure,
    throwOnError: false,
  });
}

/** useMarkHandled records that a message has been answered. */
export function useMarkHandled() {
  return useMutation({
    mutationFn: (id: string) => api<ContactMessage>(`/admin/contact-messages/${encodeURIComponent(id)}/handled`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'messages'] }),
  });
}
