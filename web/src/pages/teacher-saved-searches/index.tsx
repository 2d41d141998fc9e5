import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { TeacherArea } from '@/features/account/components/teacher-area';
import { SavedSearchList } from '@/features/jobs/components/saved-search-list';

/** TeacherSavedSearchesPage is the signed-in teacher's saved searches of the board and their alerts (issue 35). */
export default function TeacherSavedSearchesPage() {
  const { t } = useTranslation('saved-searches');
  return (
    <TeacherArea>
      {() => (
        <>
          <PageHeader title={t('list.title')} intro={t('list.intro')} />
          <SavedSearchList />
        </>
      )}
    </TeacherArea>
  );
}
