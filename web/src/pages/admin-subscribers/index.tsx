import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { SubscribersAdmin } from '@/features/admin/components/subscribers';
import { AdminArea } from '@/pages/admin/admin-area';

/** AdminSubscribersPage is the admin console's newsletter subscribers: search, CSV download, unsubscribe. */
export default function AdminSubscribersPage() {
  const { t } = useTranslation('admin');
  return (
    <AdminArea>
      {() => (
        <>
          <PageHeader title={t('subscribers.title')} intro={t('subscribers.intro')} />
          <SubscribersAdmin />
        </>
      )}
    </AdminArea>
  );
}
