import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@/features/account/api/account';
import { RequireUser } from '@/features/account/components/require-user';
import { SignedInLayout } from '@/features/account/components/signed-in-layout';
import { SchoolGate } from '@/features/school/components/school-gate';

/**
 * SchoolArea is the frame of every school portal page: the role guard, the sidebar of the
 * portal and the gate that sends a user without two-step verification to set it up. The page
 * receives the signed-in school user.
 */
export function SchoolArea({ children }: { children: (user: User) => ReactNode }) {
  const { t } = useTranslation('school');
  return (
    <RequireUser roles={['school']}>
      {(user) => (
        <SignedInLayout
          links={[
            { to: '/school/dashboard', label: t('nav.dashboard') },
            { to: '/school/vacancies', label: t('nav.vacancies') },
            { to: '/school/applications', label: t('nav.applications') },
            { to: '/school/schools', label: t('nav.schools') },
            { to: '/school/vacancies/new', label: t('nav.newVacancy') },
            { to: '/school/settings', label: t('settings.nav') },
          ]}
        >
          <SchoolGate>{children(user)}</SchoolGate>
        </SignedInLayout>
      )}
    </RequireUser>
  );
}
