import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';

export default function TeacherPage() {
  const { t } = useTranslation('pages');
  return <PageHeader title={t('teacher.title')} intro={t('teacher.intro')} />;
}
