import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { LanguageSection } from '@/features/account/components/language-form';
import { SessionsList } from '@/features/account/components/sessions-list';
import { NotificationSettings } from '@/features/school/components/notification-settings';
import { SchoolArea } from '../school/school-area';

/**
 * SchoolSettingsPage is a school user's settings: the daily applicant digest (whose mail links
 * here), the account's language and the browsers signed in to the account. The dashboard keeps
 * the district's work alone.
 */
export default function SchoolSettingsPage() {
  const { t } = useTranslation(['school', 'account']);
  return (
    <SchoolArea>
      {(user) => (
        <>
          <PageHeader title={t('settings.title')} intro={t('settings.intro')} />
          <NotificationSettings />
          <LanguageSection saved={user.language} />
          <section aria-labelledby="account-sessions" className="panel">
            <h2 id="account-sessions">{t('account:sessions.title')}</h2>
            <SessionsList />
          </section>
        </>
      )}
    </SchoolArea>
  );
}
