import { useParams } from 'react-router';
import { VacancyEditor } from '@/features/school/components/vacancy-editor';
import { SchoolArea } from '../school/school-area';

// The query boundary shows it when the API answers 404 for the address's vacancy or application.
export { VacancyNotFound as NotFound } from '@/features/school/components/parts';

/** SchoolVacancyPage is one of the district's vacancies: its status, Close or Reopen, and its fields to edit. */
export default function SchoolVacancyPage() {
  const { id = '' } = useParams();
  return <SchoolArea>{() => <VacancyEditor key={id} id={id} />}</SchoolArea>;
}
