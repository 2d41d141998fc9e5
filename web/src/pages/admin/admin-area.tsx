import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@/features/account/api/account';
import { RequireUser } from '@/features/account/components/require-user';
import { SignedInLayout } from '@/features/account/components/signed-in-layout';
import { AdminSession } from '@/features/admin/components/admin-session';
import { ADMIN_SECTIONS } from '@/features/admin/sections';

/**
 * AdminArea is the frame of every page of the admin console: the role guard, the sidebar of the
 * console's parts, and the session that sends an admin without an authenticator to set one up.
 * It lives with the pages because it joins two features (account and admin).
 */
export function AdminArea({ children }: { children: (user: User) => ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <RequireUser roles={['admin']}>
      {(user) => (
        <SignedInLayout
          links={[
            { to: '/admin', label: t('nav.overview') },
            ...ADMIN_SECTIONS.map(({ key, to }) => ({ to, label: t(`nav.${key}`) })),
          ]}
        >
          <AdminSession>{children(user)}</AdminSession>
        </SignedInLayout>
      )}
    </RequireUser>
  );
}
