import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, RowActions, type Column } from '@/components/data-table/data-table';
import { TextField } from '@/components/form/input-fields';
import { SelectField } from '@/components/form/select-field';
import { PageHeader } from '@/components/page-header';
import { useListQuery } from '@/lib/url-query';
import {
  useSchools,
  useVacancies,
  VACANCY_DEFAULTS,
  VACANCY_SORTS,
  VACANCY_STATUSES,
  vacancyQueryOf,
  type SchoolVacancy,
  type VacancyQuery,
} from '../api/vacancies';
import { Day } from './parts';
import styles from './school.module.css';

/**
 * VacancyList is the district's vacancies (docs/product.md "School"): searched by position or
 * school, filtered by school and status, newest, closing soonest or most applicants first, all
 * kept in the URL, each with its applicants and a way to edit it, a page at a time.
 */
export function VacancyList() {
  const { t, i18n } = useTranslation('school');
  const { query, show } = useListQuery(vacancyQueryOf, VACANCY_DEFAULTS);
  const vacancies = useVacancies(query);
  const filtered = Boolean(query.q || query.schoolId || query.status);

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
        <div className={`panel ${styles.listTools}`}>
          {/* The field starts again from the URL when the search changes (Back, Forward, a reset). */}
          <SearchForm key={query.q ?? ''} q={query.q ?? ''} onSearch={(q) => show({ q })} />
          <VacancyFilters query={query} onChange={show} />
        </div>
        <DataTable
          caption={t('vacancies.caption')}
          columns={columns}
          query={vacancies}
          rowKey={(row) => row.id}
          rowLink={vacancyPath}
          status={{
            loading: t('vacancies.loading'),
            none: filtered ? t('vacancies.noMatch') : t('vacancies.none'),
            found: (total) => t('vacancies.found', { count: total }),
          }}
          paging={{ page: query.page ?? 1, onPage: (page) => show({ page }) }}
          errorMessage={t('load.failed')}
          empty={
            filtered && (
              <p>
                <button type="button" className="button button-secondary" onClick={() => show({ q: undefined, schoolId: undefined, status: undefined })}>
                  {t('vacancies.reset')}
                </button>
              </p>
            )
          }
        />
      </div>
    </>
  );
}

/** SearchForm searches the vacancies by words of their position or school, when sent. */
function SearchForm({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation('school');
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(String(new FormData(event.currentTarget).get('q') ?? '').trim());
  }
  return (
    <form role="search" aria-label={t('vacancies.searchLabel')} onSubmit={submit} className={styles.search}>
      <TextField type="search" name="q" label={t('vacancies.q')} defaultValue={q} maxLength={200} />
      <button type="submit" className="button">
        {t('vacancies.search')}
      </button>
    </form>
  );
}

type FilterProps = { query: VacancyQuery; onChange: (changed: Partial<VacancyQuery>) => void };

/**
 * VacancyFilters are the school, the status and the order, each applied once chosen. The schools
 * are the district's, from the dashboard's answer; until they come the list offers All alone.
 */
function VacancyFilters({ query, onChange }: FilterProps) {
  const { t } = useTranslation('school');
  const schools = useSchools();
  return (
    <div role="group" aria-label={t('vacancies.filterLabel')} className={styles.filters}>
      <SelectField
        label={t('vacancies.school')}
        options={[
          { value: '', label: t('vacancies.allSchools') },
          ...(schools.data ?? []).map((school) => ({ value: school.id, label: school.schoolName })),
        ]}
        value={query.schoolId ?? ''}
        onChange={(event) => onChange({ schoolId: event.target.value || undefined })}
      />
      <SelectField
        label={t('vacancies.show')}
        options={[
          { value: '', label: t('vacancies.filter.all') },
          ...VACANCY_STATUSES.map((status) => ({ value: status, label: t(`vacancies.filter.${status}`) })),
        ]}
        value={query.status ?? ''}
        onChange={(event) => onChange({ status: VACANCY_STATUSES.find((status) => status === event.target.value) })}
      />
      <SelectField
        label={t('vacancies.sort')}
        options={VACANCY_SORTS.map((sort) => ({ value: sort, label: t(`vacancies.sorts.${sort}`) }))}
        value={query.sort}
        onChange={(event) => onChange({ sort: VACANCY_SORTS.find((sort) => sort === event.target.value) })}
      />
    </div>
  );
}

/** vacancyPath is where a vacancy is edited; its applicants are listed under it. */
function vacancyPath(row: SchoolVacancy): string {
  return `/school/vacancies/${encodeURIComponent(row.id)}`;
}
