import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Message, SubscribeInput } from '@/lib/api-types';

/**
 * SubscribeInput is the body of POST /api/subscribers (docs/api.md "Public forms"): the contact number
 * is read as a number of `country` (ISO 3166-1 alpha-2); the welcome e-mail and the newsletter are
 * written in `language`.
 */
export type { SubscribeInput } from '@/lib/api-types';

/** SubscribeAnswer is the server's answer to a successful sign-up. */
export type SubscribeAnswer = Message;

/** subscribe signs a reader up for the newsletter; signing up again updates their details. */
export function subscribe(input: SubscribeInput): Promise<SubscribeAnswer> {
  return api<SubscribeAnswer>('/subscribers', { method: 'POST', body: input });
}

/** useSubscribe is the TanStack mutation that calls `subscribe`. */
export function useSubscribe() {
  return useMutation({ mutationFn: subscribe });
}
