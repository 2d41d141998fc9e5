import { useTranslation } from 'react-i18next';
import { LanguageSection } from '@/features/account/components/language-form';
import { SessionsList } from '@/features/account/components/sessions-list';
import { SchoolDashboard } from '@/features/school/components/dashboard';
import { SchoolArea } from '../school/school-area';

/**
 * SchoolDashboardPage is a school user's home: their district's vacancies and applicants at a
 * glance, their account's language and the browsers signed in to their account.
 */
export default function SchoolDashboardPage() {
  const { t } = useTranslation('account');
  return (
    <SchoolArea>
      {(user) => (
        <>
          <SchoolDashboard />
          <LanguageSection saved={user.language} />
          <section aria-labelledby="account-sessions" className="panel">
            <h2 id="account-sessions">{t('sessions.title')}</h2>
            <SessionsList />
          </section>
        </>
      )}
    </SchoolArea>
  );
}
