import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { SelectField } from '@/components/form/select-field';
import { useOptionLabel } from '@/lib/options';
import { QueryProvider } from '@/lib/query-client';
import { ACTIVE_STATUSES, isActive, useApplications, type ApplicationQuery, type ApplicationRow } from '../api/applications';
import { pageCount } from '../api/vacancies';
import { applicationParams, applicationQueryOf } from '../url-params';
import { CancelApplication } from './cancel-application';
import { Day } from './day';
import { Pager } from '@/components/pager';
import styles from './jobs.module.css';

/**
 * ApplicationList is the teacher's applications table (SPEC.md §2.6): filtered by status and
 * sorted by date, both kept in the URL, with View Application and Cancel Application on each row.
 */
export function ApplicationList() {
  return (
    <QueryProvider>
      <Applications />
    </QueryProvider>
  );
}

function Applications() {
  const { t } = useTranslation('jobs');
  const label = useOptionLabel();
  const [params, setParams] = useSearchParams();
  const query = applicationQueryOf(params);
  const applications = useApplications(query);
  const [cancelled, setCancelled] = useState<string | null>(null);
  const notice = useRef<HTMLParagraphElement>(null);

  // The Cancel button is gone with the dialog: the focus goes to what happened.
  useEffect(() => {
    if (cancelled !== null) notice.current?.focus();
  }, [cancelled]);

  const show = (changed: Partial<ApplicationQuery>) => setParams(applicationParams({ ...query, page: 1, ...changed }));
  const answer = applications.data;

  const loaded = answer && !applications.isPlaceholderData ? answer : undefined;
  let status = t('applications.loading');
  if (loaded?.total === 0) status = query.status ? t('applications.noneWithStatus') : t('applications.none');
  else if (loaded) status = `${t('applications.found', { count: loaded.total })} ${t('pager.page', { page: query.page, pages: pageCount(loaded) })}`;

  return (
    <div className={styles.board}>
      <div role="group" aria-label={t('applications.filterLabel')} className={`panel ${styles.fields}`}>
        <SelectField
          label={t('applications.status')}
          options={[
            { value: '', label: t('applications.all') },
            ...ACTIVE_STATUSES.map((value) => ({ value, label: label('applicationStatuses', value) })),
          ]}
          value={query.status ?? ''}
          onChange={(event) => show({ status: ACTIVE_STATUSES.find((value) => value === event.target.value) ?? null })}
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
      {applications.isError ? (
        <div role="alert" className={styles.alert}>
          <p>{t('applications.loadFailed')}</p>
          <button type="button" className="button button-secondary" onClick={() => void applications.refetch()}>
            {t('retry')}
          </button>
        </div>
      ) : (
        <p role="status" className={styles.status}>
          {status}
        </p>
      )}
      {loaded?.total === 0 && (
        <p>
          <Link to="/vacancies">{t('applications.browse')}</Link>
        </p>
      )}
      {answer && answer.items.length > 0 && <ApplicationTable rows={answer.items} onCancelled={setCancelled} />}
      {answer && (answer.items.length > 0 || query.page > 1) && (
        <Pager page={query.page} pages={pageCount(answer)} onPage={(page) => show({ page })} />
      )}
    </div>
  );
}

type TableProps = { rows: ApplicationRow[]; onCancelled: (position: string) => void };

/** ApplicationTable lists a page of applications; N/A stands for what is not known. */
function ApplicationTable({ rows, onCancelled }: TableProps) {
  const { t } = useTranslation('jobs');
  const label = useOptionLabel();
  const na = t('na');
  return (
    <div className={styles.tableWrap} role="region" aria-labelledby="applications-caption" tabIndex={0}>
      <table className={`data-table ${styles.table}`}>
        <caption id="applications-caption">{t('applications.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('applications.dateApplied')}</th>
            <th scope="col">{t('applications.company')}</th>
            <th scope="col">{t('applications.type')}</th>
            <th scope="col">{t('applications.position')}</th>
            <th scope="col">{t('applications.score')}</th>
            <th scope="col">{t('applications.status')}</th>
            <th scope="col">{t('applications.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>
                <Day value={row.dateApplied} />
              </td>
              <td>{row.company || na}</td>
              <td>{row.type ? label('vacancyTypes', row.type) : na}</td>
              <th scope="row">{row.position || na}</th>
              <td>{row.score === null ? na : t('percent', { score: row.score })}</td>
              <td>{label('applicationStatuses', row.status)}</td>
              <td>
                <div className={styles.rowActions}>
                  <Link
                    to={`/teacher/applications/${encodeURIComponent(row.id)}`}
                    aria-label={t('applications.viewLabel', { position: row.position })}
                  >
                    {t('applications.view')}
                  </Link>
                  {isActive(row.status) && <CancelApplication application={row} onCancelled={onCancelled} />}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
