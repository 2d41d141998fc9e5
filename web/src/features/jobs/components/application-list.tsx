import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, RowActions, type Column } from '@/components/data-table/data-table';
import { SelectField } from '@/components/form/select-field';
import { useOptionLabel } from '@/lib/options';
import { useListQuery } from '@/lib/url-query';
import { APPLICATION_STATUSES, isActive, useApplications, type ApplicationRow } from '../api/applications';
import { APPLICATION_DEFAULTS, applicationQueryOf } from '../url-params';
import { CancelApplication } from './cancel-application';
import { Day } from './day';
import styles from './jobs.module.css';

/**
 * ApplicationList is the teacher's applications table (docs/product.md §2.6): filtered by status and
 * sorted by date, both kept in the URL, with View Application and Cancel Application on each row.
 */
export function ApplicationList() {
  const { t } = useTranslation('jobs');
  const label = useOptionLabel();
  const { query, show } = useListQuery(applicationQueryOf, APPLICATION_DEFAULTS);
  const applications = useApplications(query);
  const [cancelled, setCancelled] = useState<string | null>(null);
  const notice = useRef<HTMLParagraphElement>(null);

  // The Cancel button is gone with the dialog: the focus goes to what happened.
  useEffect(() => {
    if (cancelled !== null) notice.current?.focus();
  }, [cancelled]);

  const na = t('na');
  const columns: Column<ApplicationRow>[] = [
    { header: t('applications.dateApplied'), cell: (row) => <Day value={row.dateApplied} /> },
    { header: t('applications.company'), cell: (row) => row.company || na },
    { header: t('applications.type'), cell: (row) => (row.type ? label('vacancyTypes', row.type) : na) },
    { header: t('applications.position'), cell: (row) => row.position || na, title: true },
    { header: t('applications.score'), cell: (row) => (row.score === null ? na : t('percent', { score: row.score })) },
    { header: t('applications.status'), cell: (row) => label('applicationStatuses', row.status) },
    {
      header: t('applications.actions'),
      kind: 'actions',
      cell: (row) => (
        <RowActions>
          <Link to={applicationPath(row)} aria-label={t('applications.viewLabel', { position: row.position })}>
            {t('applications.view')}
          </Link>
          {isActive(row.status) && <CancelApplication application={row} onCancelled={setCancelled} />}
        </RowActions>
      ),
    },
  ];

  return (
    <div className={styles.board}>
      <div role="group" aria-label={t('applications.filterLabel')} className={`panel ${styles.fields}`}>
        <SelectField
          label={t('applications.status')}
          options={[
            { value: '', label: t('applications.all') },
            ...APPLICATION_STATUSES.map((value) => ({ value, label: label('applicationStatuses', value) })),
          ]}
          value={query.status ?? ''}
          onChange={(event) => show({ status: APPLICATION_STATUSES.find((value) => value === event.target.value) })}
        />
        <SelectField
          label={t('applications.sort')}
          options={[
            { value: 'newest', label: t('applications.newest') },
            { value: 'oldest', label: t('applications.oldest') },
          ]}
          value={query.sort}
          onChange={(event) => show({ sort: event.target.value === 'oldest' ? 'oldest' : 'newest' })}
        />
      </div>
      <p ref={notice} tabIndex={-1} role="status" className={styles.notice}>
        {cancelled !== null && t('cancel.done', { position: cancelled })}
      </p>
      <DataTable
        caption={t('applications.caption')}
        columns={columns}
        query={applications}
        rowKey={(row) => row.id}
        rowLink={applicationPath}
        status={{
          loading: t('applications.loading'),
          none: query.status ? t('applications.noneWithStatus') : t('applications.none'),
          found: (count) => t('applications.found', { count }),
        }}
        paging={{ page: query.page, onPage: (page) => show({ page }) }}
        errorMessage={t('applications.loadFailed')}
        empty={
          <p>
            <Link to="/vacancies">{t('applications.browse')}</Link>
          </p>
        }
      />
    </div>
  );
}

/** applicationPath is where the teacher reads one of their applications. */
function applicationPath(row: ApplicationRow): string {
  return `/teacher/applications/${encodeURIComponent(row.id)}`;
}
