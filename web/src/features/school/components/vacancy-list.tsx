import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DataTable, RowActions, type Column } from '@/components/data-table/data-table';
import { PageHeader } from '@/components/page-header';
import { SelectField } from '@/components/form/select-field';
import { useVacancies, type SchoolVacancy, type VacancyFilter } from '../api/vacancies';
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
  const { t, i18n } = useTranslation('school');
  const [params, setParams] = useSearchParams();
  const { status, page } = filterOf(params);
  const vacancies = useVacancies(status, page);

  const show = (next: { status: VacancyFilter; page: number }) => {
    const query = new URLSearchParams();
    if (next.status) query.set('status', next.status);
    if (next.page > 1) query.set('page', String(next.page));
    setParams(query);
  };

  const count = new Intl.NumberFormat(i18n.language);
  const columns: Column<SchoolVacancy>[] = [
    { header: t('vacancies.position'), cell: (row) => row.position, title: true },
    { header: t('vacancies.school'), cell: (row) => row.schoolName },
    { header: t('vacancies.lastDate'), cell: (row) => <Day value={row.lastDateToApply} /> },
    { header: t('vacancies.applicants'), cell: (row) => count.format(row.applicantCount) },
    { header: t('vacancies.status'), cell: (row) => t(`statuses.${row.status}`) },
    {
      header: t('vacancies.actions'),
      kind: 'actions',
      cell: (row) => (
        <RowActions>
          <Link to={`${vacancyPath(row)}/applicants`} aria-label={t('vacancies.applicantsLabel', { position: row.position })}>
            {t('vacancies.applicantsLink')}
          </Link>
          <Link to={vacancyPath(row)} aria-label={t('vacancies.editLabel', { position: row.position })}>
            {t('vacancies.edit')}
          </Link>
        </RowActions>
      ),
    },
  ];

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
        <DataTable
          caption={t('vacancies.caption')}
          columns={columns}
          query={vacancies}
          rowKey={(row) => row.id}
          rowLink={vacancyPath}
          status={{
            loading: t('vacancies.loading'),
            none: status ? t('vacancies.noneWithStatus') : t('vacancies.none'),
            found: (total) => t('vacancies.found', { count: total }),
          }}
          paging={{ page, onPage: (to) => show({ status, page: to }) }}
          errorMessage={t('load.failed')}
        />
      </div>
    </>
  );
}

/** vacancyPath is where a vacancy is edited; its applicants are listed under it. */
function vacancyPath(row: SchoolVacancy): string {
  return `/school/vacancies/${encodeURIComponent(row.id)}`;
}
