import { useParams } from 'react-router';
import { TeacherArea } from '@/features/account/components/teacher-area';
import { ApplicationView } from '@/features/jobs/components/application-view';

// The query boundary shows it when the API answers 404 for the address's application.
export { ApplicationNotFound as NotFound } from '@/features/jobs/components/application-view';

/** TeacherApplicationPage is one of the signed-in teacher's applications (docs/product.md §2.6 Application view). */
export default function TeacherApplicationPage() {
  const { id = '' } = useParams();
  return <TeacherArea>{() => <ApplicationView id={id} />}</TeacherArea>;
}
