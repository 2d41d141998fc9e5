import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { OrganizationsAdmin } from '@/features/admin/components/organizations';
import { AdminArea } from '@/pages/admin/admin-area';

/** AdminOrganizationsPage is the admin console's partner districts: list, create, edit, delete. */
export default function AdminOrganizationsPage() {
  const { t } = useTranslation('admin');
  return (
    <AdminArea>
      {() => (
        <>
          <PageHeader title={t('organizations.title')} intro={t('organizations.intro')} />
          <OrganizationsAdmin />
        </>
      )}
    </AdminArea>
  );
}
