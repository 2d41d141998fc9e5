import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { PageHeader } from '@/components/page-header';
import { useOptionLabel } from '@/lib/options';
import { useApplicants, type Applicant } from '../api/applications';
import { useVacancy, type SchoolVacancy } from '../api/vacancies';
import { useApplicationColumns } from './application-columns';
import { ApplicantReasons } from './applicant-reasons';
import { applicationPath, Day, Loaded } from './parts';
import styles from './school.module.css';

/**
 * ApplicantList is the applications to one vacancy, ranked by how well each teacher matches it,
 * best first (withdrawn ones last, without a rank), each with why and a link to the application.
 */
export function ApplicantList({ vacancyId }: { vacancyId: string }) {
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
  const label = useOptionLabel();
  const applicants = useApplicants(vacancy.id);
  const ranks = rankOf(applicants.data ?? []);
  const { nameOf, score, view } = useApplicationColumns();
  const columns: Column<Applicant>[] = [
    {
      header: t('applicants.rank'),
      cell: (row) =>
        ranks.get(row.applicationId) ?? (
          <>
            <span aria-hidden="true">–</span>
            <span className="visually-hidden">{t('applicants.unranked')}</span>
          </>
        ),
    },
    { header: t('applicants.name'), cell: nameOf, title: true },
    score,
    { header: t('applicants.status'), cell: (row) => label('applicationStatuses', row.status) },
    { header: t('applicants.dateApplied'), cell: (row) => <Day value={row.dateApplied} /> },
    {
      header: t('applicants.reasons'),
      cell: (row) =>
        row.reasons.length === 0 ? (
          t('na')
        ) : (
          <details className={styles.reasonsCell}>
            <summary>
              {t('applicants.why')}
              <span className="visually-hidden">: {nameOf(row)}</span>
            </summary>
            <ApplicantReasons reasons={row.reasons} />
          </details>
        ),
    },
    view,
  ];
  return (
    <>
      <PageHeader title={t('applicants.title', { position: vacancy.position })} intro={t('applicants.intro', { school: vacancy.schoolName })}>
        <p className={styles.headerActions}>
          <Link to={`/school/vacancies/${encodeURIComponent(vacancy.id)}`}>{t('applicants.toVacancy')}</Link>
        </p>
      </PageHeader>
      <div className={styles.stack}>
        <DataTable
          caption={t('applicants.caption')}
          columns={columns}
          query={applicants}
          rowKey={(row) => row.applicationId}
          rowLink={applicationPath}
          status={{ loading: t('applicants.loading'), none: t('applicants.none'), found: (count) => t('applicants.found', { count }) }}
          errorMessage={t('load.failed')}
        />
      </div>
    </>
  );
}

/** rankOf numbers the applications in the server's order, by id; a withdrawn one has no rank. */
function rankOf(rows: Applicant[]): Map<string, number> {
  const active = rows.filter((row) => row.status !== 'withdrawn');
  return new Map(active.map((row, index) => [row.applicationId, index + 1]));
}
