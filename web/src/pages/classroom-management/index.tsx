import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';

export default function ClassroomManagementPage() {
  const { t } = useTranslation('pages');
  return (
    <PageHeader
      title={t('classroomManagement.title')}
      intro={t('classroomManagement.intro')}
    />
  );
}
