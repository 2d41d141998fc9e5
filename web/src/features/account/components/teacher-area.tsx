import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../api/account';
import { RequireUser } from './require-user';
import { SignedInLayout } from './signed-in-layout';

/**
 * TeacherArea is the frame of every signed-in teacher page: the role guard and the sidebar of
 * docs/product.md §2.6 around the page, which receives the signed-in teacher. The sidebar also
 * holds the header menu's Profile, Preferences and Disclosures, the pages a new teacher fills in,
 * References, where she asks for confidential references (issue 33), and her certification path
 * (issue 34).
 */
export function TeacherArea({ children }: { children: (user: User) => ReactNode }) {
  const { t } = useTranslation('account');
  return (
    <RequireUser roles={['teacher']}>
      {(user) => (
        <SignedInLayout
          links={[
            { to: '/teacher/dashboard', label: t('nav.dashboard') },
            { to: '/teacher/vacancies', label: t('nav.vacancies') },
            { to: '/teacher/matches', label: t('nav.matches') },
            { to: '/teacher/applications', label: t('nav.applications') },
            { to: '/teacher/saved-searches', label: t('nav.savedSearches') },
            { to: '/teacher/profile', label: t('nav.profile') },
            { to: '/teacher/preferences', label: t('nav.preferences') },
            { to: '/teacher/disclosures', label: t('nav.disclosures') },
            { to: '/teacher/references', label: t('nav.references') },
            { to: '/teacher/certification', label: t('nav.certification') },
          ]}
        >
          {children(user)}
        </SignedInLayout>
      )}
    </RequireUser>
  );
}
