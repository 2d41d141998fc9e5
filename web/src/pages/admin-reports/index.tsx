import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { SelfIdReport } from '@/features/admin/components/self-id-report';
import { AdminArea } from '@/pages/admin/admin-area';

/** AdminReportsPage is the admin console's self-identification report (aggregate counts only). */
export default function AdminReportsPage() {
  const { t } = useTranslation('admin');
  return (
    <AdminArea>
      {() => (
        <>
          <PageHeader title={t('reports.title')} intro={t('reports.intro')} />
          <SelfIdReport />
        </>
      )}
    </AdminArea>
  );
}
