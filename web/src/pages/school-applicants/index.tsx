import { useParams } from 'react-router';
import { ApplicantList } from '@/features/school/components/applicant-list';
import { SchoolArea } from '../school/school-area';

// The query boundary shows it when the API answers 404 for the address's vacancy or application.
export { VacancyNotFound as NotFound } from '@/features/school/components/parts';

/** SchoolApplicantsPage ranks the applicants of one vacancy, best match first. */
export default function SchoolApplicantsPage() {
  const { id = '' } = useParams();
  return <SchoolArea>{() => <ApplicantList vacancyId={id} />}</SchoolArea>;
}
