import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';

export default function AiMatchingPage() {
  const { t } = useTranslation('pages');
  return <PageHeader title={t('aiMatching.title')} intro={t('aiMatching.intro')} />;
}
