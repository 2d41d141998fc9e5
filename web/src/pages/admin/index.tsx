import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { AdminOverview } from '@/features/admin/components/admin-overview';
import { AdminArea } from './admin-area';

/** AdminPage is the admin console's home: what each part of it is for. */
export default function AdminPage() {
  const { t } = useTranslation('admin');
  return (
    <AdminArea>
      {() => (
        <>
          <PageHeader title={t('overview.title')} intro={t('overview.intro')} />
          <AdminOverview />
        </>
      )}
    </AdminArea>
  );
}
