import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';

export default function LessonPlanningPage() {
  const { t } = useTranslation('pages');
  return <PageHeader title={t('lessonPlanning.title')} intro={t('lessonPlanning.intro')} />;
}
