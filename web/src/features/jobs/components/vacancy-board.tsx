import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { useHydrated } from '@/lib/browser';
import { QueryProvider } from '@/lib/query-client';
import { pageCount, SERVED_VACANCIES, useVacancies, type Vacancy, type VacancyFilters } from '../api/vacancies';
import { boardParams, filtersOf, NO_FILTERS, pageOf } from '../url-params';
import { Day } from './day';
import { Pager } from '@/components/pager';
import { FilterForm, SearchForm } from './vacancy-filter';
import styles from './jobs.module.css';

/**
 * VacancyBoard is the public job board (SPEC.md §2.6 Vacancies list): a search by job title, the
 * advanced filter, a page of open vacancies and the pager. What it shows is in the URL.
 */
export function VacancyBoard() {
  return (
    <QueryProvider>
      <Board />
    </QueryProvider>
  );
}

function Board() {
  const { t } = useTranslation('jobs');
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const page = pageOf(params);
  const vacancies = useVacancies(filters, page);

  // A new search or filter starts again at the first page.
  const show = (changed: Partial<VacancyFilters>, to = 1) => setParams(boardParams({ ...filters, ...changed }, to));
  const { q, ...chosen } = filters;
  const answer = vacancies.data;
  // The table is rendered in the background, between the browser's other work.
  const rows = useDeferredValue(answer?.items);

  const loaded = answer && !vacancies.isPlaceholderData ? answer : undefined;
  let status: string | undefined;
  if (loaded?.total === 0) status = t('board.none');
  else if (loaded) status = `${t('board.found', { count: loaded.total })} ${t('pager.page', { page, pages: pageCount(loaded) })}`;

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
      {vacancies.isError ? (
        <div role="alert" className={styles.alert}>
          <p>{t(vacancies.error instanceof ApiError && vacancies.error.status === 400 ? 'board.badFilter' : 'board.loadFailed')}</p>
          <button type="button" className="button button-secondary" onClick={() => void vacancies.refetch()}>
            {t('retry')}
          </button>
        </div>
      ) : (
        <BoardStatus text={status} />
      )}
      {/* The server lists the newest open vacancies here for a browser without JavaScript. */}
      <noscript id={SERVED_VACANCIES} />
      {rows && rows.length > 0 && <VacancyTable vacancies={rows} />}
      {answer && (answer.items.length > 0 || page > 1) && (
        <Pager page={page} pages={pageCount(answer)} onPage={(to) => show({}, to)} />
      )}
    </div>
  );
}

/**
 * BoardStatus says what the board shows, or that it is loading (`text` undefined). The
 * pre-rendered board loads nothing: without JavaScript, the server's list below stands in.
 */
function BoardStatus({ text }: { text: string | undefined }) {
  const { t } = useTranslation('jobs');
  const hydrated = useHydrated();
  return (
    <p role="status" className={styles.status}>
      {text ?? (hydrated ? t('board.loading') : '')}
    </p>
  );
}

/** VacancyTable lists a page of vacancies, each with a link to its details. */
function VacancyTable({ vacancies }: { vacancies: Vacancy[] }) {
  const { t } = useTranslation('jobs');
  return (
    // On a narrow screen the table may scroll sideways; the region can then take the focus.
    <div className={styles.tableWrap} role="region" aria-labelledby="vacancies-caption" tabIndex={0}>
      <table className={`data-table ${styles.table}`}>
        <caption id="vacancies-caption">{t('board.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('board.position')}</th>
            <th scope="col">{t('board.schoolName')}</th>
            <th scope="col">{t('board.lastDate')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('board.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {vacancies.map((vacancy) => (
            <tr key={vacancy.id}>
              <th scope="row">{vacancy.position}</th>
              <td>{vacancy.schoolName}</td>
              <td>
                <Day value={vacancy.lastDateToApply} />
              </td>
              <td>
                <Link to={`/vacancies/${encodeURIComponent(vacancy.id)}`} aria-label={t('board.viewLabel', { position: vacancy.position })}>
                  {t('board.view')}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
