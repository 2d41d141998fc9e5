import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { useOptionLabel } from '@/lib/options';
import { QueryProvider } from '@/lib/query-client';
import { useApplicants, type Applicant } from '../api/applications';
import { useVacancy, type SchoolVacancy } from '../api/vacancies';
import { ApplicantReasons } from './applicant-reasons';
import { LoadFailed } from '@/components/load-failed';
import { Day, Loaded } from './parts';
import styles from './school.module.css';

/**
 * ApplicantList is the applications to one vacancy, ranked by how well each teacher matches it,
 * best first (withdrawn ones last, without a rank), each with why and a link to the application.
 */
export function ApplicantList({ vacancyId }: { vacancyId: string }) {
  return (
    <QueryProvider>
      <ApplicantsLoader vacancyId={vacancyId} />
    </QueryProvider>
  );
}

function ApplicantsLoader({ vacancyId }: { vacancyId: string }) {
  const { t } = useTranslation('school');
  return (
    <Loaded
      query={useVacancy(vacancyId)}
      loading={t('applicants.loading')}
      back={{ to: '/school/vacancies', label: t('edit.allVacancies') }}
    >
      {(vacancy) => <Applicants vacancy={vacancy} />}
    </Loaded>
  );
}

function Applicants({ vacancy }: { vacancy: SchoolVacancy }) {
  const { t } = useTranslation('school');
  const applicants = useApplicants(vacancy.id);
  let summary = t('applicants.loading');
  if (applicants.data) {
    summary = applicants.data.length === 0 ? t('applicants.none') : t('applicants.found', { count: applicants.data.length });
  }
  return (
    <>
      <PageHeader title={t('applicants.title', { position: vacancy.position })} intro={t('applicants.intro', { school: vacancy.schoolName })}>
        <p className={styles.headerActions}>
          <Link to={`/school/vacancies/${encodeURIComponent(vacancy.id)}`}>{t('applicants.toVacancy')}</Link>
        </p>
      </PageHeader>
      <div className={styles.stack}>
        {applicants.isError ? (
          <LoadFailed message={t('load.failed')} onRetry={() => void applicants.refetch()} />
        ) : (
          <p role="status" className={styles.summary}>
            {summary}
          </p>
        )}
        {applicants.data && applicants.data.length > 0 && <ApplicantTable rows={applicants.data} />}
      </div>
    </>
  );
}

/** rankOf numbers the applicants in the server's order; a withdrawn application has no rank. */
function rankOf(rows: Applicant[]): (number | null)[] {
  let next = 0;
  return rows.map((row) => (row.status === 'withdrawn' ? null : ++next));
}

/** ApplicantTable ranks the applicants; the reasons of each score open on demand. */
function ApplicantTable({ rows }: { rows: Applicant[] }) {
  const { t } = useTranslation('school');
  const label = useOptionLabel();
  const ranks = rankOf(rows);
  return (
    <div className={styles.tableWrap} role="region" aria-labelledby="applicants-caption" tabIndex={0}>
      <table className={`data-table ${styles.table}`}>
        <caption id="applicants-caption">{t('applicants.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('applicants.rank')}</th>
            <th scope="col">{t('applicants.name')}</th>
            <th scope="col">{t('applicants.score')}</th>
            <th scope="col">{t('applicants.status')}</th>
            <th scope="col">{t('applicants.dateApplied')}</th>
            <th scope="col">{t('applicants.reasons')}</th>
            <th scope="col">{t('applicants.application')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const name = t('fullName', { firstName: row.teacher.firstName, lastName: row.teacher.lastName });
            const rank = ranks[index];
            return (
              <tr key={row.applicationId}>
                <td>
                  {rank !== null ? (
                    rank
                  ) : (
                    <>
                      <span aria-hidden="true">–</span>
                      <span className="visually-hidden">{t('applicants.unranked')}</span>
                    </>
                  )}
                </td>
                <th scope="row" className={styles.nowrap}>
                  {name}
                </th>
                <td>{row.score === null ? t('na') : t('percent', { score: row.score })}</td>
                <td>{label('applicationStatuses', row.status)}</td>
                <td>
                  <Day value={row.dateApplied} />
                </td>
                <td className={styles.reasonsCell}>
                  {row.reasons.length === 0 ? (
                    t('na')
                  ) : (
                    <details>
                      <summary>
                        {t('applicants.why')}
                        <span className="visually-hidden">: {name}</span>
                      </summary>
                      <ApplicantReasons reasons={row.reasons} />
                    </details>
                  )}
                </td>
                <td className={styles.nowrap}>
                  <Link
                    to={`/school/applications/${encodeURIComponent(row.applicationId)}`}
                    aria-label={t('applicants.viewLabel', { name })}
                  >
                    {t('applicants.view')}
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
