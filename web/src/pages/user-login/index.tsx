import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { LoginForm } from '@/features/account/components/login-form';

/** UserLoginPage signs teachers, school users and admins in. */
export default function UserLoginPage() {
  const { t } = useTranslation('pages');
  return (
    <>
      <PageHeader title={t('login.title')} intro={t('login.intro')} />
      <div className="container">
        <LoginForm />
      </div>
    </>
  );
}
