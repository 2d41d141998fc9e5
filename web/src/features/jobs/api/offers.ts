import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Application, OfferDecline } from '@/lib/api-types';
import { queryClient } from '@/lib/query-client';
import { applicationKey, refreshAfterChange } from './applications';

/** Offer is the latest offer on an application (docs/api.md "Hiring loop II"), whatever became of it. */
export type { Offer } from '@/lib/api-types';

/** OfferAnswer is the teacher's answer to a pending offer: accept, or decline with an optional reason. */
export type OfferAnswer = { action: 'accept' } | ({ action: 'decline' } & OfferDecline);

/** answerOffer answers the pending offer on an application and returns the application (hired, or a candidate again). */
export function answerOffer(applicationId: string, { action, ...body }: OfferAnswer): Promise<Application> {
  // Accepting takes no body.
  return api<Application>(`/applications/${encodeURIComponent(applicationId)}/offer/${action}`, {
    method: 'POST',
    body: action === 'decline' ? body : undefined,
  });
}

/**
 * useAnswerOffer answers the offer on an application. The application shows its new status at
 * once; it and the lists are then fetched again, as after a refusal (409: the offer was withdrawn
 * or expired meanwhile).
 */
export function useAnswerOffer(applicationId: string) {
  return useMutation({
    mutationFn: (answer: OfferAnswer) => answerOffer(applicationId, answer),
    onSuccess: (application) => queryClient.setQueryData(applicationKey(application.id), application),
    onSettled: refreshAfterChange,
  });
}
