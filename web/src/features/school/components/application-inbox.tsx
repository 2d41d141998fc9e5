import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type Column } from '@/components/data-table/data-table';
import fieldStyles from '@/components/form-field.module.css';
import { SelectField, type SelectOption } from '@/components/form/select-field';
import { PageHeader } from '@/components/page-header';
import { useOptionLabel } from '@/lib/options';
import { useListQuery } from '@/lib/url-query';
import {
  APPLICATION_STATUSES,
  INBOX_DEFAULTS,
  INBOX_SORTS,
  inboxOf,
  RECENT_DAYS,
  useInbox,
  type Inbox,
  type InboxApplication,
} from '../api/applications';
import { useVacanciesApplied } from '../api/vacancies';
import { useApplicationColumns } from './application-columns';
import { applicationPath, Day, StatusPill } from './parts';
import styles from './school.module.css';

/**
 * ApplicationInbox is every application to the district's vacancies (docs/api.md "School",
 * `applications`): newest or best match first, filtered by status, vacancy and how recent, all
 * kept in the URL, each row leading to the application and to its vacancy's applicants.
 */
export function ApplicationInbox() {
  const { t } = useTranslation('school');
  const label = useOptionLabel();
  const { query, show } = useListQuery(inboxOf, INBOX_DEFAULTS);
  const inbox = useInbox(query);
  const filtered = Boolean(query.status || query.vacancyId || query.appliedWithinDays);

  const { nameOf, score, view } = useApplicationColumns();
  const columns: Column<InboxApplication>[] = [
    { header: t('inbox.teacher'), cell: nameOf, title: true },
    {
      header: t('inbox.position'),
      cell: (row) => (
        <Link to={`/school/vacancies/${encodeURIComponent(row.vacancyId)}/applicants`} aria-label={t('applicants.title', { position: row.position })}>
          {row.position}
        </Link>
      ),
    },
    { header: t('inbox.school'), cell: (row) => row.schoolName },
    { header: t('inbox.dateApplied'), cell: (row) => <Day value={row.dateApplied} /> },
    { header: t('inbox.status'), cell: (row) => <StatusPill status={row.status} label={label('applicationStatuses', row.status)} /> },
    score,
    view,
  ];

  return (
    <>
      <PageHeader title={t('inbox.title')} intro={t('inbox.intro')} />
      <div className={styles.stack}>
        <InboxFilters query={query} onChange={show} vacancy={inbox.data?.items[0]} />
        <DataTable
          caption={t('inbox.caption')}
          columns={columns}
          query={inbox}
          rowKey={(row) => row.applicationId}
          rowLink={applicationPath}
          status={{
            loading: t('inbox.loading'),
            none: filtered ? t('inbox.noMatch') : t('inbox.none'),
            found: (count) => t('inbox.found', { count }),
          }}
          paging={{ page: query.page ?? 1, onPage: (page) => show({ page }) }}
          errorMessage={t('load.failed')}
          empty={
            filtered && (
              <p>
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => show({ status: undefined, vacancyId: undefined, appliedWithinDays: undefined })}
                >
                  {t('inbox.reset')}
                </button>
              </p>
            )
          }
        />
      </div>
    </>
  );
}

type FilterProps = {
  query: Inbox;
  onChange: (changed: Partial<Inbox>) => void;
  /** vacancy is an application listed now: once its rows are the chosen vacancy's, it names that vacancy. */
  vacancy?: InboxApplication;
};

/**
 * InboxFilters are the status, the vacancy, the order and "applied in the last 7 days", each
 * applied once chosen. The vacancies offered are those with applicants, most first, as many as
 * the API sends at once; one chosen elsewhere (a link) is offered too, named by its applications.
 */
function InboxFilters({ query, onChange, vacancy }: FilterProps) {
  const { t } = useTranslation('school');
  const label = useOptionLabel();
  const applied = useVacanciesApplied();
  const vacancies: SelectOption[] = (applied.data ?? []).map((row) => ({
    value: row.id,
    label: t('inbox.vacancyOption', { position: row.position, school: row.schoolName }),
  }));
  if (query.vacancyId && !vacancies.some((option) => option.value === query.vacancyId)) {
    vacancies.unshift({
      value: query.vacancyId,
      label:
        vacancy?.vacancyId === query.vacancyId
          ? t('inbox.vacancyOption', { position: vacancy.position, school: vacancy.schoolName })
          : t('inbox.chosenVacancy'),
    });
  }
  const days = query.appliedWithinDays ?? RECENT_DAYS;

  return (
    <div role="group" aria-label={t('inbox.filterLabel')} className={`panel ${styles.filters}`}>
      <SelectField
        label={t('inbox.status')}
        options={[
          { value: '', label: t('inbox.allStatuses') },
          ...APPLICATION_STATUSES.map((status) => ({ value: status, label: label('applicationStatuses', status) })),
        ]}
        value={query.status ?? ''}
        onChange={(event) => onChange({ status: APPLICATION_STATUSES.find((status) => status === event.target.value) })}
      />
      <SelectField
        label={t('inbox.vacancy')}
        options={[{ value: '', label: t('inbox.allVacancies') }, ...vacancies]}
        value={query.vacancyId ?? ''}
        onChange={(event) => onChange({ vacancyId: event.target.value || undefined })}
      />
      <SelectField
        label={t('inbox.sort')}
        options={INBOX_SORTS.map((sort) => ({ value: sort, label: t(`inbox.sorts.${sort}`) }))}
        value={query.sort}
        onChange={(event) => onChange({ sort: INBOX_SORTS.find((sort) => sort === event.target.value) })}
      />
      <label className={fieldStyles.option}>
        <input
          type="checkbox"
          checked={query.appliedWithinDays !== undefined}
          onChange={(event) => onChange({ appliedWithinDays: event.target.checked ? days : undefined })}
        />
        {t('inbox.recent', { count: days })}
      </label>
    </div>
  );
}
