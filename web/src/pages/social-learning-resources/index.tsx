import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';

export default function SocialLearningPage() {
  const { t } = useTranslation('pages');
  return <PageHeader title={t('socialLearning.title')} intro={t('socialLearning.intro')} />;
}
