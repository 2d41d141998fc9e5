import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';

export default function UserRegisterPage() {
  const { t } = useTranslation('pages');
  return <PageHeader title={t('register.title')} intro={t('register.intro')} />;
}
