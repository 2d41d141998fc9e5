import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Answer, MfaSetup } from '@/lib/api-types';

/** MfaSetup is a new authenticator secret, not in force until a code of it is confirmed. */
export type { MfaSetup } from '@/lib/api-types';

/**
 * useMfaSetup starts setting up two-factor authentication for the signed-in user: each page
 * that shows it gets a new secret (409 `conflict` when it is already on). It is a query, not a
 * mutation, so the page's second render in development does not ask for a second secret; it is
 * never refetched or kept after the page.
 */
export function useMfaSetup() {
  return useQuery({
    queryKey: ['me', 'mfa', 'setup'],
    queryFn: () => api<MfaSetup>('/me/mfa/setup', { method: 'POST' }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    // The setup says in place why it cannot start (already on, or a failure with a retry).
    throwOnError: false,
  });
}

/** useConfirmMfa turns two-factor authentication on with a code of the new secret; it answers the recovery codes. */
export function useConfirmMfa() {
  return useMutation({
    mutationFn: (code: string) =>
      api<Answer<'/api/me/mfa/confirm', 'post'>>('/me/mfa/confirm', { body: { code } }).then((a) => a.recoveryCodes),
  });
}

/** useDisableMfa turns a teacher's two-factor authentication off; the password confirms it. */
export function useDisableMfa() {
  return useMutation({ mutationFn: (password: string) => api<null>('/me/mfa', { method: 'DELETE', body: { password } }) });
}
