import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { VerifyEmail } from '@/features/account/components/verify-email';

/** UserVerifyEmailPage confirms an account's e-mail address with the mailed link's token. */
export default function UserVerifyEmailPage() {
  const { t } = useTranslation('account');
  return (
    <>
      <PageHeader title={t('verify.title')} intro={t('verify.intro')} />
      <div className="container">
        <VerifyEmail />
      </div>
    </>
  );
}
