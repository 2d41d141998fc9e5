import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { OfferInput, Offer } from '@/lib/api-types';
import { packetPath, refreshApplication } from './applications';

/** Offer is the latest offer on an application; OfferInput is the body that makes one. */
export type { OfferInput, Offer } from '@/lib/api-types';

type Application = { id: string; vacancyId: string };

/** useMakeOffer makes an offer on a candidate's application; it becomes `offered` and the teacher is mailed. */
export function useMakeOffer({ id, vacancyId }: Application) {
  return useMutation({
    mutationFn: (input: OfferInput) => api<Offer>(`${packetPath(id)}/offer`, { body: input }),
    onSuccess: () => refreshApplication(id, vacancyId),
  });
}

/** useWithdrawOffer withdraws a pending offer; the application is a candidate again. */
export function useWithdrawOffer({ id, vacancyId }: Application) {
  return useMutation({
    mutationFn: (offerId: string) => api<Offer>(`/school/offers/${encodeURIComponent(offerId)}/withdraw`, { method: 'POST' }),
    onSuccess: () => refreshApplication(id, vacancyId),
  });
}
