import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { ResetForm } from '@/features/account/components/reset-form';

/** UserResetPasswordPage sets a new password with the mailed link's token. */
export default function UserResetPasswordPage() {
  const { t } = useTranslation('account');
  return (
    <>
      <PageHeader title={t('reset.title')} intro={t('reset.intro')} />
      <div className="container">
        <ResetForm />
      </div>
    </>
  );
}
