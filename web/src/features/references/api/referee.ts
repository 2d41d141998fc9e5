import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { RefereeAnswer, RefereeForm } from '@/lib/api-types';

export type { Rating, RefereeAnswer, RefereeForm, WouldRehire } from '@/lib/api-types';

/**
 * The id of the referee page's empty slot, where the server writes what the link asks for a browser
 * without JavaScript (internal/httpapi/refereepage.go).
 */
export const SERVED_REFEREE = 'tb-referee';

const withToken = (path: string, token: string) => `${path}?token=${encodeURIComponent(token)}`;

/**
 * useRefereeForm is who asks for the reference behind a mailed link (no account needed). A link
 * that is used, expired or unknown is a 400 `invalid_token`, which the page says in place.
 */
export function useRefereeForm(token: string) {
  return useQuery({
    queryKey: ['reference-form', token],
    queryFn: () => api<RefereeForm>(withToken('/references/form', token)),
    throwOnError: false,
    retry: false,
  });
}

/** useAnswerReference sends the referee's answer; the link then stops working. */
export function useAnswerReference(token: string) {
  return useMutation({ mutationFn: (answer: RefereeAnswer) => api<null>(withToken('/references/form', token), { body: answer }) });
}

/** useDeclineReference declines to give a reference, with no reason; the link then stops working. */
export function useDeclineReference(token: string) {
  return useMutation({ mutationFn: () => api<null>(withToken('/references/decline', token), { method: 'POST' }) });
}
