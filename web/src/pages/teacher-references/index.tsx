import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { TeacherArea } from '@/features/account/components/teacher-area';
import { TeacherReferences } from '@/features/references/components/teacher-references';

/** TeacherReferencesPage is where a teacher asks for confidential references (issue 33). */
export default function TeacherReferencesPage() {
  return <TeacherArea>{() => <References />}</TeacherArea>;
}

function References() {
  const { t } = useTranslation('references');
  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')} />
      <TeacherReferences />
    </>
  );
}
