import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { AcceptInvitationForm } from '@/features/account/components/accept-invitation-form';

/** UserAcceptInvitationPage creates an invited school user's or admin's account with the mailed link's token. */
export default function UserAcceptInvitationPage() {
  const { t } = useTranslation('mfa');
  return (
    <>
      <PageHeader title={t('invitation.title')} intro={t('invitation.intro')} />
      <div className="container">
        <AcceptInvitationForm />
      </div>
    </>
  );
}
