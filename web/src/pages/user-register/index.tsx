import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { RegisterForm } from '@/features/account/components/register-form';

/** UserRegisterPage creates a teacher's account. */
export default function UserRegisterPage() {
  const { t } = useTranslation('pages');
  return (
    <>
      <PageHeader title={t('register.title')} intro={t('register.intro')} />
      <div className="container">
        <RegisterForm />
      </div>
    </>
  );
}
