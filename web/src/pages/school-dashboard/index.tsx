import { SchoolDashboard } from '@/features/school/components/dashboard';
import { SchoolArea } from '../school/school-area';

/** SchoolDashboardPage is a school user's home: their district's vacancies and applicants at a glance. */
export default function SchoolDashboardPage() {
  return <SchoolArea>{() => <SchoolDashboard />}</SchoolArea>;
}
