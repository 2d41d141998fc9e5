import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { CertificationPath, CertificationView } from '@/lib/api-types';
import { queryClient } from '@/lib/query-client';

/**
 * The teacher's Florida certification path (GET|PUT /api/me/certification, docs/api.md "Know
 * before you go"): her route, the steps done with their dates, the subject area exams passed, and
 * on reads every step's sourced fee, typical weeks and official page, each route's steps and her
 * next step.
 */
export type { CertificationPath, CertificationView } from '@/lib/api-types';

/** CERTIFICATION is the query key of the signed-in teacher's certification path. */
export const CERTIFICATION = ['me', 'certification'] as const;

/** getCertification fetches the path; a teacher who saved none has no route yet. */
export function getCertification(): Promise<CertificationView> {
  return api<CertificationView>('/me/certification');
}

/** saveCertification replaces the path and returns it as GET answers it. */
export function saveCertification(path: CertificationPath): Promise<CertificationView> {
  return api<CertificationView>('/me/certification', { method: 'PUT', body: path });
}

/** useCertification is the signed-in teacher's certification path. */
export function useCertification() {
  return useQuery({ queryKey: CERTIFICATION, queryFn: getCertification });
}

/** useSaveCertification saves the path and keeps the saved one as the query's data. */
export function useSaveCertification() {
  return useMutation({
    mutationFn: saveCertification,
    onSuccess: (saved) => queryClient.setQueryData(CERTIFICATION, saved),
  });
}
