import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { TeacherArea } from '@/features/account/components/teacher-area';
import { ApplicationList } from '@/features/jobs/components/application-list';

/** TeacherApplicationsPage is the signed-in teacher's applications table (docs/product.md §2.6). */
export default function TeacherApplicationsPage() {
  const { t } = useTranslation('jobs');
  return (
    <TeacherArea>
      {() => (
        <>
          <PageHeader title={t('applications.title')} intro={t('applications.intro')} />
          <ApplicationList />
        </>
      )}
    </TeacherArea>
  );
}
