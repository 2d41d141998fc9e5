import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';

export default function RelocationSupportPage() {
  const { t } = useTranslation('pages');
  return <PageHeader title={t('relocationSupport.title')} intro={t('relocationSupport.intro')} />;
}
