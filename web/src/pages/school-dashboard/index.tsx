import { SchoolAnalytics } from '@/features/school/components/analytics';
import { SchoolDashboard } from '@/features/school/components/dashboard';
import { SchoolArea } from '../school/school-area';

/**
 * SchoolDashboardPage is a school user's home: their district's vacancies and applicants at a
 * glance, and how the district answers its applicants. The account's settings are on
 * /school/settings.
 */
export default function SchoolDashboardPage() {
  return (
    <SchoolArea>
      {() => (
        <>
          <SchoolDashboard />
          <SchoolAnalytics />
        </>
      )}
    </SchoolArea>
  );
}
