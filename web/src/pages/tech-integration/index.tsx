import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';

export default function TechIntegrationPage() {
  const { t } = useTranslation('pages');
  return <PageHeader title={t('techIntegration.title')} intro={t('techIntegration.intro')} />;
}
