import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { TeacherArea } from '@/features/account/components/teacher-area';
import { VacancyBoard } from '@/features/jobs/components/vacancy-board';

/**
 * TeacherVacanciesPage is the job board in the signed-in teacher's area (docs/product.md §2.6 Vacancies
 * list), beside her sidebar: the public board's search and filter, with her match and her
 * applications marked on each row.
 */
export default function TeacherVacanciesPage() {
  const { t } = useTranslation('jobs');
  return (
    <TeacherArea>
      {(user) => (
        <>
          <PageHeader title={t('board.title')} intro={t('board.intro')} />
          <VacancyBoard viewer={user.id} saver="teacher" />
        </>
      )}
    </TeacherArea>
  );
}
