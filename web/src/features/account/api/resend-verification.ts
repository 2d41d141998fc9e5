import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** resendVerification asks for a new link to confirm the signed-in user's address (202; none once confirmed). */
export function resendVerification(): Promise<{ message: string }> {
  return api<{ message: string }>('/auth/verify-email/resend', { method: 'POST' });
}

/** useResendVerification mails the signed-in user a new link to confirm their address; 429 after 3 an hour. */
export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
