import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';

export default function FinancialResourcesPage() {
  const { t } = useTranslation('pages');
  return <PageHeader title={t('financialResources.title')} intro={t('financialResources.intro')} />;
}
