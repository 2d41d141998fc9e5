import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { ApiError } from '@/lib/api-client';
import { SERVED_VACANCIES, useVacancies, type Vacancy, type VacancyFilters } from '../api/vacancies';
import { boardParams, filtersOf, NO_FILTERS, pageOf } from '../url-params';
import { Day } from './day';
import { FilterForm, SearchForm } from './vacancy-filter';
import styles from './jobs.module.css';

/**
 * VacancyBoard is the public job board (docs/product.md §2.6 Vacancies list): a search by job title, the
 * advanced filter, a page of open vacancies and the pager. What it shows is in the URL.
 */
export function VacancyBoard() {
  const { t } = useTranslation('jobs');
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const page = pageOf(params);
  const vacancies = useVacancies(filters, page);
  const deferred = useDeferredValue(vacancies.data);

  // A new search or filter starts again at the first page.
  const show = (changed: Partial<VacancyFilters>, to = 1) => setParams(boardParams({ ...filters, ...changed }, to));
  const { q, ...chosen } = filters;
  const columns: Column<Vacancy>[] = [
    { header: t('board.position'), cell: (vacancy) => vacancy.position, title: true },
    { header: t('board.schoolName'), cell: (vacancy) => vacancy.schoolName },
    { header: t('board.lastDate'), cell: (vacancy) => <Day value={vacancy.lastDateToApply} /> },
    {
      header: t('board.actions'),
      hideHeader: true,
      kind: 'actions',
      cell: (vacancy) => (
        <Link to={vacancyPath(vacancy)} aria-label={t('board.viewLabel', { position: vacancy.position })}>
          {t('board.view')}
        </Link>
      ),
    },
  ];

  return (
    <div className={styles.board}>
      {/* Each form starts again from the URL when it changes (a search, back or forward). */}
      <SearchForm key={q} q={q} onSearch={(text) => show({ q: text })} />
      <FilterForm
        key={Object.values(chosen).join('|')}
        filters={filters}
        onApply={(values) => show(values)}
        onReset={() => show({ ...NO_FILTERS, q })}
      />
      {/* The server lists the newest open vacancies here for a browser without JavaScript. */}
      <noscript id={SERVED_VACANCIES} />
      <DataTable
        caption={t('board.caption')}
        columns={columns}
        // The table is rendered in the background, between the browser's other work.
        query={{ data: deferred, isError: vacancies.isError, isPlaceholderData: vacancies.isPlaceholderData, refetch: vacancies.refetch }}
        rowKey={(vacancy) => vacancy.id}
        rowLink={vacancyPath}
        status={{ loading: t('board.loading'), none: t('board.none'), found: (count) => t('board.found', { count }) }}
        paging={{ page, onPage: (to) => show({}, to) }}
        errorMessage={t(vacancies.error instanceof ApiError && vacancies.error.status === 400 ? 'board.badFilter' : 'board.loadFailed')}
      />
    </div>
  );
}

/** vacancyPath is the page of one vacancy. */
function vacancyPath(vacancy: Vacancy): string {
  return `/vacancies/${encodeURIComponent(vacancy.id)}`;
}
