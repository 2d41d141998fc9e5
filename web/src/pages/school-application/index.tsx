import { useParams } from 'react-router';
import { ApplicationPacket } from '@/features/school/components/application-packet';
import { SchoolArea } from '../school/school-area';

/** SchoolApplicationPage is one application as the teacher sent it, and the form to change its status. */
export default function SchoolApplicationPage() {
  const { id = '' } = useParams();
  return <SchoolArea>{() => <ApplicationPacket key={id} id={id} />}</SchoolArea>;
}
