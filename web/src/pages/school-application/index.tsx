import { useParams } from 'react-router';
import { ApplicationPacket } from '@/features/school/components/application-packet';
import { SchoolArea } from '../school/school-area';

// The query boundary shows it when the API answers 404 for the address's vacancy or application.
export { VacancyNotFound as NotFound } from '@/features/school/components/parts';

/** SchoolApplicationPage is one application as the teacher sent it, and the form to change its status. */
export default function SchoolApplicationPage() {
  const { id = '' } = useParams();
  return <SchoolArea>{() => <ApplicationPacket key={id} id={id} />}</SchoolArea>;
}
