import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { SelectField } from '@/components/form/select-field';
import { QueryProvider } from '@/lib/query-client';
import { pageCount, useVacancies, type SchoolVacancy, type VacancyFilter } from '../api/vacancies';
import { LoadFailed } from '@/components/load-failed';
import { Pager } from '@/components/pager';
import { Day } from './parts';
import styles from './school.module.css';

/** filterOf reads the list's status filter and page from the URL (?status=open&page=2). */
function filterOf(params: URLSearchParams): { status: VacancyFilter; page: number } {
  const raw = params.get('status');
  const status = raw === 'open' || raw === 'closed' ? raw : null;
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  return { status, page };
}

/**
 * VacancyList is the district's vacancies, newest first: filtered by status (kept in the URL),
 * each with its applicants and a way to edit it, a page at a time.
 */
export function VacancyList() {
  return (
    <QueryProvider>
      <Vacancies />
    </QueryProvider>
  );
}

function Vacancies() {
  const { t } = useTranslation('school');
  const [params, setParams] = useSearchParams();
  const { status, page } = filterOf(params);
  const vacancies = useVacancies(status, page);

  const show = (next: { status: VacancyFilter; page: number }) => {
    const query = new URLSearchParams();
    if (next.status) query.set('status', next.status);
    if (next.page > 1) query.set('page', String(next.page));
    setParams(query);
  };

  const answer = vacancies.data;
  const loaded = answer && !vacancies.isPlaceholderData ? answer : undefined;
  let summary = t('vacancies.loading');
  if (loaded?.total === 0) summary = status ? t('vacancies.noneWithStatus') : t('vacancies.none');
  else if (loaded) summary = `${t('vacancies.found', { count: loaded.total })} ${t('pager.page', { page, pages: pageCount(loaded) })}`;

  return (
    <>
      <PageHeader title={t('vacancies.title')} intro={t('vacancies.intro')}>
        <div className={styles.headerActions}>
          <Link to="/school/vacancies/new" className="button">
            {t('vacancies.post')}
          </Link>
        </div>
      </PageHeader>
      <div className={styles.stack}>
        <div role="group" aria-label={t('vacancies.filterLabel')} className={`panel ${styles.filter}`}>
          <SelectField
            label={t('vacancies.show')}
            options={[
              { value: '', label: t('vacancies.filter.all') },
              { value: 'open', label: t('vacancies.filter.open') },
              { value: 'closed', label: t('vacancies.filter.closed') },
            ]}
            value={status ?? ''}
            onChange={(event) => {
              const value = event.target.value;
              show({ status: value === 'open' || value === 'closed' ? value : null, page: 1 });
            }}
          />
        </div>
        {vacancies.isError ? (
          <LoadFailed message={t('load.failed')} onRetry={() => void vacancies.refetch()} />
        ) : (
          <p role="status" className={styles.summary}>
            {summary}
          </p>
        )}
        {answer && answer.items.length > 0 && <VacancyTable rows={answer.items} />}
        {answer && (answer.items.length > 0 || page > 1) && (
          <Pager page={page} pages={pageCount(answer)} onPage={(to) => show({ status, page: to })} />
        )}
      </div>
    </>
  );
}

/** VacancyTable lists a page of vacancies with their applicants and actions. */
function VacancyTable({ rows }: { rows: SchoolVacancy[] }) {
  const { t, i18n } = useTranslation('school');
  const count = new Intl.NumberFormat(i18n.language);
  return (
    <div className={styles.tableWrap} role="region" aria-labelledby="vacancies-caption" tabIndex={0}>
      <table className={`data-table ${styles.table}`}>
        <caption id="vacancies-caption">{t('vacancies.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('vacancies.position')}</th>
            <th scope="col">{t('vacancies.school')}</th>
            <th scope="col">{t('vacancies.lastDate')}</th>
            <th scope="col">{t('vacancies.applicants')}</th>
            <th scope="col">{t('vacancies.status')}</th>
            <th scope="col">{t('vacancies.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const path = `/school/vacancies/${encodeURIComponent(row.id)}`;
            return (
              <tr key={row.id}>
                <th scope="row">{row.position}</th>
                <td>{row.schoolName}</td>
                <td>
                  <Day value={row.lastDateToApply} />
                </td>
                <td>{count.format(row.applicantCount)}</td>
                <td>{t(`statuses.${row.status}`)}</td>
                <td>
                  <div className={styles.rowActions}>
                    <Link to={`${path}/applicants`} aria-label={t('vacancies.applicantsLabel', { position: row.position })}>
                      {t('vacancies.applicantsLink')}
                    </Link>
                    <Link to={path} aria-label={t('vacancies.editLabel', { position: row.position })}>
                      {t('vacancies.edit')}
                    </Link>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
