import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';

export default function HomePage() {
  const { t } = useTranslation('pages');
  return <PageHeader title={t('home.title')} intro={t('home.intro')} />;
}
