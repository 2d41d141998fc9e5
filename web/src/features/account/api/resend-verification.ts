import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Answer } from '@/lib/api-types';

type Sent = Answer<'/api/auth/verify-email/resend', 'post', 202>;

/** resendVerification asks for a new link to confirm the signed-in user's address (202; none once confirmed). */
export function resendVerification(): Promise<Sent> {
  return api<Sent>('/auth/verify-email/resend', { method: 'POST' });
}

/** useResendVerification mails the signed-in user a new link to confirm their address; 429 after 3 an hour. */
export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
