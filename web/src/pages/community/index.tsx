import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';

export default function CommunityPage() {
  const { t } = useTranslation('pages');
  return <PageHeader title={t('community.title')} intro={t('community.intro')} />;
}
