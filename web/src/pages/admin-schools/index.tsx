import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { SchoolsAdmin } from '@/features/admin/components/schools';
import { AdminArea } from '@/pages/admin/admin-area';

/** AdminSchoolsPage is the admin console's partner schools: list, create, edit (with the map), delete. */
export default function AdminSchoolsPage() {
  const { t } = useTranslation('admin');
  return (
    <AdminArea>
      {() => (
        <>
          <PageHeader title={t('schools.title')} intro={t('schools.intro')} />
          <SchoolsAdmin />
        </>
      )}
    </AdminArea>
  );
}
