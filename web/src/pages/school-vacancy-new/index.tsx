import { NewVacancy } from '@/features/school/components/new-vacancy';
import { SchoolArea } from '../school/school-area';

/** SchoolVacancyNewPage posts a new vacancy at one of the district's schools. */
export default function SchoolVacancyNewPage() {
  return <SchoolArea>{() => <NewVacancy />}</SchoolArea>;
}
