import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';

export default function OnlineCoursesPage() {
  const { t } = useTranslation('pages');
  return <PageHeader title={t('onlineCourses.title')} intro={t('onlineCourses.intro')} />;
}
