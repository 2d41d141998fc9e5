import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Message } from '@/lib/api-types';

/**
 * confirmSubscription applies the details of a sign-up for an address already on the list, by
 * the token of the link mailed to it, and subscribes the address again if it had unsubscribed
 * (POST /api/subscribers/confirm). A used, unknown or expired token is a 400 `invalid_token`.
 */
export function confirmSubscription(token: string): Promise<Message> {
  return api<Message>('/subscribers/confirm', { method: 'POST', body: { token } });
}

/** useConfirmSubscription is the TanStack mutation that calls `confirmSubscription`. */
export function useConfirmSubscription() {
  return useMutation({ mutationFn: confirmSubscription });
}
