import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { AuditLog } from '@/features/admin/components/audit-log';
import { AdminArea } from '@/pages/admin/admin-area';

/** AdminAuditPage is the admin console's audit log. */
export default function AdminAuditPage() {
  const { t } = useTranslation('admin');
  return (
    <AdminArea>
      {() => (
        <>
          <PageHeader title={t('audit.title')} intro={t('audit.intro')} />
          <AuditLog />
        </>
      )}
    </AdminArea>
  );
}
