import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { InvitationsAdmin } from '@/features/admin/components/invitations';
import { AdminArea } from '@/pages/admin/admin-area';

/** AdminInvitationsPage is the admin console's invitations of school users and administrators. */
export default function AdminInvitationsPage() {
  const { t } = useTranslation('admin');
  return (
    <AdminArea>
      {() => (
        <>
          <PageHeader title={t('invitations.title')} intro={t('invitations.intro')} />
          <InvitationsAdmin />
        </>
      )}
    </AdminArea>
  );
}
