import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { UsersAdmin } from '@/features/admin/components/users';
import { AdminArea } from '@/pages/admin/admin-area';

/** AdminUsersPage is the admin console's accounts: find them, disable or enable them. */
export default function AdminUsersPage() {
  const { t } = useTranslation('admin');
  return (
    <AdminArea>
      {() => (
        <>
          <PageHeader title={t('users.title')} intro={t('users.intro')} />
          <UsersAdmin />
        </>
      )}
    </AdminArea>
  );
}
