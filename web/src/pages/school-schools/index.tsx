import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { OurSchools } from '@/features/school/components/our-schools';
import { SchoolArea } from '../school/school-area';

/**
 * SchoolSchoolsPage is the district's schools, each with how it teaches (its philosophies and
 * culture text), which its school users describe for teachers and matching.
 */
export default function SchoolSchoolsPage() {
  const { t } = useTranslation('school');
  return (
    <SchoolArea>
      {(user) => (
        <>
          <PageHeader title={t('culture.title')} intro={t('culture.intro')} />
          <OurSchools organizationId={user.organizationId ?? ''} />
        </>
      )}
    </SchoolArea>
  );
}
