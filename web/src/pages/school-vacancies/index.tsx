import { VacancyList } from '@/features/school/components/vacancy-list';
import { SchoolArea } from '../school/school-area';

/** SchoolVacanciesPage lists the district's vacancies, open and closed. */
export default function SchoolVacanciesPage() {
  return <SchoolArea>{() => <VacancyList />}</SchoolArea>;
}
