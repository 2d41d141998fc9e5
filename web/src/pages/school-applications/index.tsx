import { ApplicationInbox } from '@/features/school/components/application-inbox';
import { SchoolArea } from '../school/school-area';

/** SchoolApplicationsPage is the district's inbox: every application to its vacancies. */
export default function SchoolApplicationsPage() {
  return <SchoolArea>{() => <ApplicationInbox />}</SchoolArea>;
}
