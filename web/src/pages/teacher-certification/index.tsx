import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { TeacherArea } from '@/features/account/components/teacher-area';
import { CertificationForm } from '@/features/certification/components/certification-form';

/**
 * TeacherCertificationPage is the teacher's Florida certification path (docs/product.md
 * "Certification path"): her route, its steps and what comes next.
 */
export default function TeacherCertificationPage() {
  return <TeacherArea>{() => <Certification />}</TeacherArea>;
}

function Certification() {
  const { t } = useTranslation('certification');
  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')} />
      <CertificationForm />
    </>
  );
}
