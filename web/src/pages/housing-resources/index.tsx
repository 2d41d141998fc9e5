import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';

export default function HousingResourcesPage() {
  const { t } = useTranslation('pages');
  return <PageHeader title={t('housingResources.title')} intro={t('housingResources.intro')} />;
}
