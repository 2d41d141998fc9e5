import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { MessagesAdmin } from '@/features/admin/components/messages';
import { AdminArea } from '@/pages/admin/admin-area';

/** AdminMessagesPage is the admin console's messages of the contact form. */
export default function AdminMessagesPage() {
  const { t } = useTranslation('admin');
  return (
    <AdminArea>
      {() => (
        <>
          <PageHeader title={t('messages.title')} intro={t('messages.intro')} />
          <MessagesAdmin />
        </>
      )}
    </AdminArea>
  );
}
