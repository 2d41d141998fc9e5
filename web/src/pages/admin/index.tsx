import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { AccountCards } from '@/features/account/components/account-cards';
import { AdminOverview } from '@/features/admin/components/admin-overview';
import { AdminArea } from './admin-area';

/**
 * AdminPage is the admin console's home: what each part of it is for, the account's language and
 * the browsers signed in to the account.
 */
export default function AdminPage() {
  const { t } = useTranslation('admin');
  return (
    <AdminArea>
      {(user) => (
        <>
          <PageHeader title={t('overview.title')} intro={t('overview.intro')} />
          <AdminOverview />
          <AccountCards language={user.language} />
        </>
      )}
    </AdminArea>
  );
}
