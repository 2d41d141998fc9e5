import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Message } from '@/lib/api-types';

/**
 * stopRecommendations turns off a teacher's weekly job recommendations, by the token of the link
 * in the mail (POST /api/recommendations/unsubscribe). Doing it twice is fine; an unknown token
 * is a 400 `invalid_token`.
 */
export function stopRecommendations(token: string): Promise<Message> {
  return api<Message>(`/recommendations/unsubscribe?token=${encodeURIComponent(token)}`, {
    method: 'POST',
  });
}

/** useStopRecommendations is the TanStack mutation that calls `stopRecommendations`. */
export function useStopRecommendations() {
  return useMutation({ mutationFn: stopRecommendations });
}
