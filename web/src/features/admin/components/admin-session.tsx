import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isMfaSetupRequired } from '../api/admin-api';

/**
 * AdminSession is around every page of the console: when the server refuses a call until the
 * admin has set up their authenticator (403 `mfa_setup_required`), it sends them to set it up,
 * then back to this page.
 */
export function AdminSession({ children }: { children: ReactNode }) {
  return (
    <>
      <MfaSetupRedirect />
      {children}
    </>
  );
}

function MfaSetupRedirect() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const here = pathname + search;

  useEffect(() => {
    // Any read or change of the page may be the one refused: watch them all while the page is shown.
    const follow = (error: unknown) => {
      if (isMfaSetupRequired(error)) void navigate(`/user/mfa-setup?next=${encodeURIComponent(here)}`, { replace: true });
    };
    const stopQueries = client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') follow(event.action.error);
    });
    const stopMutations = client.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') follow(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [client, navigate, here]);
  return null;
}
