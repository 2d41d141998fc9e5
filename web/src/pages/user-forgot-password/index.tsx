import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { ForgotForm } from '@/features/account/components/forgot-form';

/** UserForgotPasswordPage mails a link to set a new password. */
export default function UserForgotPasswordPage() {
  const { t } = useTranslation('account');
  return (
    <>
      <PageHeader title={t('forgot.title')} intro={t('forgot.intro')} />
      <div className="container">
        <ForgotForm />
      </div>
    </>
  );
}
