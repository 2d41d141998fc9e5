import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';

export default function TransportationPage() {
  const { t } = useTranslation('pages');
  return <PageHeader title={t('transportation.title')} intro={t('transportation.intro')} />;
}
