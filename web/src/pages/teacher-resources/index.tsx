import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';

export default function TeacherResourcesPage() {
  const { t } = useTranslation('pages');
  return <PageHeader title={t('teacherResources.title')} intro={t('teacherResources.intro')} />;
}
