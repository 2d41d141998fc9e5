import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';

export default function DisclaimerPage() {
  const { t } = useTranslation('pages');
  return <PageHeader title={t('disclaimer.title')} intro={t('disclaimer.intro')} />;
}
