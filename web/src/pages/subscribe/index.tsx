import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';

export default function SubscribePage() {
  const { t } = useTranslation('pages');
  return <PageHeader title={t('subscribe.title')} intro={t('subscribe.intro')} />;
}
