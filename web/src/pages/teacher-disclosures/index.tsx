import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { TeacherArea } from '@/features/account/components/teacher-area';
import { DisclosuresWizard } from '@/features/disclosures/components/disclosures-wizard';
import { DocumentUpload } from '@/features/documents/components/document-upload';
import { SetupProgress } from '@/features/profile/components/setup-progress';

/** TeacherDisclosuresPage is the disclosures wizard of a signed-in teacher (docs/product.md §3). */
export default function TeacherDisclosuresPage() {
  return <TeacherArea>{() => <Disclosures />}</TeacherArea>;
}

function Disclosures() {
  const { t } = useTranslation('disclosures');
  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')} />
      <SetupProgress current="disclosures" />
      <DisclosuresWizard renderDocument={(kind) => <DocumentUpload kind={kind} level={3} />} />
    </>
  );
}
