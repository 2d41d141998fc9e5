import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { useOptionLabel } from '@/lib/options';
import { useOverview, type Overview } from '../api/vacancies';
import { Loaded } from './parts';
import styles from './school.module.css';

const STATUSES = ['pending', 'on-hold', 'candidate', 'withdrawn'] as const;

/**
 * SchoolDashboard is a school user's home: their district's open vacancies, the applicants of
 * the last week and where all applications stand, with the way to the vacancies and to post one.
 */
export function SchoolDashboard() {
  const { t } = useTranslation('school');
  return (
    <Loaded query={useOverview()} loading={t('dashboard.loading')} back={{ to: '/', label: t('load.home') }}>
      {(overview) => <Numbers overview={overview} />}
    </Loaded>
  );
}

function Numbers({ overview }: { overview: Overview }) {
  const { t, i18n } = useTranslation('school');
  const label = useOptionLabel();
  const format = new Intl.NumberFormat(i18n.language);
  return (
    <>
      <PageHeader title={t('dashboard.title', { organization: overview.organization.name })} intro={t('dashboard.intro')}>
        <div className={styles.headerActions}>
          <Link to="/school/vacancies/new" className="button">
            {t('dashboard.post')}
          </Link>
          <Link to="/school/vacancies" className="button button-secondary">
            {t('dashboard.seeVacancies')}
          </Link>
        </div>
      </PageHeader>
      <div className={styles.stack}>
        <section aria-labelledby="dashboard-now" className="panel">
          <h2 id="dashboard-now">{t('dashboard.now')}</h2>
          <dl className={styles.stats}>
            <div>
              <dt>{t('dashboard.openVacancies')}</dt>
              <dd>{format.format(overview.openVacancies)}</dd>
            </div>
            <div>
              <dt>{t('dashboard.newApplicants')}</dt>
              <dd>{format.format(overview.newApplicantsThisWeek)}</dd>
            </div>
          </dl>
        </section>
        <section aria-labelledby="dashboard-statuses" className="panel">
          <h2 id="dashboard-statuses">{t('dashboard.byStatus')}</h2>
          <p>{t('dashboard.byStatusText')}</p>
          <dl className={styles.stats}>
            {STATUSES.map((status) => (
              <div key={status}>
                <dt>{label('applicationStatuses', status)}</dt>
                <dd>{format.format(overview.byStatus[status] ?? 0)}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
    </>
  );
}
