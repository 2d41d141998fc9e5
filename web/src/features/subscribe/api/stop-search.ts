import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Message } from '@/lib/api-types';

/**
 * stopSearch deletes the saved search a search alert was about, by the token of the link in that
 * mail (POST /api/saved-searches/unsubscribe, docs/api.md "Vacancies and applications"). A used or
 * unknown token is a 400 `invalid_token`.
 */
export function stopSearch(token: string): Promise<Message> {
  return api<Message>(`/saved-searches/unsubscribe?token=${encodeURIComponent(token)}`, { method: 'POST' });
}

/** useStopSearch is the TanStack mutation that calls `stopSearch`. */
export function useStopSearch() {
  return useMutation({ mutationFn: stopSearch });
}
