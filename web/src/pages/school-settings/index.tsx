import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { AccountCards } from '@/features/account/components/account-cards';
import { NotificationSettings } from '@/features/school/components/notification-settings';
import { SchoolArea } from '../school/school-area';

/**
 * SchoolSettingsPage is a school user's settings: the daily applicant digest (whose mail links
 * here), the account's language and the browsers signed in to the account. The dashboard keeps
 * the district's work alone.
 */
export default function SchoolSettingsPage() {
  const { t } = useTranslation('school');
  return (
    <SchoolArea>
      {(user) => (
        <>
          <PageHeader title={t('settings.title')} intro={t('settings.intro')} />
          <NotificationSettings />
          <AccountCards language={user.language} />
        </>
      )}
    </SchoolArea>
  );
}
