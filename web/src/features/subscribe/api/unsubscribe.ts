import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Message } from '@/lib/api-types';

/**
 * unsubscribe takes the reader of a newsletter off the list, by the token of the link in their
 * e-mail (POST /api/subscribers/unsubscribe, docs/api.md "Public forms"). Doing it twice is fine; an
 * unknown token is a 400 `invalid_token`.
 */
export function unsubscribe(token: string): Promise<Message> {
  return api<Message>(`/subscribers/unsubscribe?token=${encodeURIComponent(token)}`, {
    method: 'POST',
  });
}

/** useUnsubscribe is the TanStack mutation that calls `unsubscribe`. */
export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
