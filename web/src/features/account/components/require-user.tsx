import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { currentUser, HOME, type Role, type User } from '../api/account';

/** ME is the query key of the signed-in user; sign-in and sign-out update it. */
export const ME = ['auth', 'me'] as const;

/**
 * useCurrentUser is the signed-in user (null when nobody is), shared by every part of the page.
 * A failure to ask is not a page's failure: whoever reads it goes on as for a visitor (the login
 * page, the Log in link), as for an expired session (a 401, which currentUser answers with null).
 * A page open to visitors asks only when someone may be signed in (`enabled`: the session hint).
 */
export function useCurrentUser({ enabled = true } = {}) {
  return useQuery({ queryKey: ME, queryFn: currentUser, enabled, staleTime: 60_000, retry: false, throwOnError: false });
}

type Props = { roles: Role[]; children: (user: User) => ReactNode };

/**
 * RequireUser shows its children only to a signed-in user of one of roles. A visitor who is not
 * signed in goes to the login page, which brings them back here afterwards; a user of another
 * role goes to their own home.
 */
export function RequireUser({ roles, children }: Props) {
  const { t } = useTranslation('account');
  const { pathname, search } = useLocation();
  const me = useCurrentUser();
  if (me.isPending) {
    return (
      <p className="container" role="status">
        {t('guard.checking')}
      </p>
    );
  }
  const user = me.data;
  if (!user) return <Navigate to={`/user/login?next=${encodeURIComponent(pathname + search)}`} replace />;
  if (!roles.includes(user.role)) return <Navigate to={HOME[user.role]} replace />;
  return children(user);
}
