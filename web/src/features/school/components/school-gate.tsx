import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

/** isMfaSetupRequired tells whether the server refused a call until the user enrols TOTP. */
export function isMfaSetupRequired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.code === 'mfa_setup_required';
}

/**
 * SchoolGate holds the school portal's pages. A school user who has not set up two-step
 * verification gets 403 `mfa_setup_required` from every /api/school call: whichever call of the
 * page (a read or a write) is refused so, the user goes to set it up, and comes back here after.
 */
export function SchoolGate({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  useEffect(() => {
    const next = `/user/mfa-setup?next=${encodeURIComponent(pathname + search)}`;
    const check = (error: unknown) => {
      if (isMfaSetupRequired(error)) void navigate(next, { replace: true });
    };
    const queries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') check(event.action.error);
    });
    const mutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') check(event.action.error);
    });
    return () => {
      queries();
      mutations();
    };
  }, [navigate, pathname, search]);

  return children;
}
