import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';

export default function AboutUsPage() {
  const { t } = useTranslation('pages');
  return <PageHeader title={t('aboutUs.title')} intro={t('aboutUs.intro')} />;
}
