import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { VacancyBoard } from '@/features/jobs/components/vacancy-board';

/** VacanciesPage is the public job board (docs/product.md §2.6 Vacancies list). */
export default function VacanciesPage() {
  const { t } = useTranslation('pages');
  return (
    <>
      <PageHeader title={t('vacancies.title')} intro={t('vacancies.intro')} />
      <div className="container section">
        <VacancyBoard />
      </div>
    </>
  );
}
