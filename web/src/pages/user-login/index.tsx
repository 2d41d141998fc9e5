import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';

export default function UserLoginPage() {
  const { t } = useTranslation('pages');
  return <PageHeader title={t('login.title')} intro={t('login.intro')} />;
}
