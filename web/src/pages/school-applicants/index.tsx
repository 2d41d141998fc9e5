import { useParams } from 'react-router';
import { ApplicantList } from '@/features/school/components/applicant-list';
import { SchoolArea } from '../school/school-area';

/** SchoolApplicantsPage ranks the applicants of one vacancy, best match first. */
export default function SchoolApplicantsPage() {
  const { id = '' } = useParams();
  return <SchoolArea>{() => <ApplicantList vacancyId={id} />}</SchoolArea>;
}
