import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';

export default function EssentialsPage() {
  const { t } = useTranslation('pages');
  return <PageHeader title={t('essentials.title')} intro={t('essentials.intro')} />;
}
