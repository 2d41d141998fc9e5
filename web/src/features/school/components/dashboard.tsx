import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import stats from '@/components/stats.module.css';
import { useOptionLabel } from '@/lib/options';
import { APPLICATION_STATUSES, RECENT_DAYS } from '../api/applications';
import { useOverview, type Overview } from '../api/vacancies';
import { Loaded } from './parts';
import styles from './school.module.css';

/**
 * SchoolDashboard is a school user's home: their district's open vacancies, the applicants of
 * the last week and where all applications stand, each count a link to the list it counts, with
 * the way to the vacancies and to post one.
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
          <Link to="/school/settings" className="button button-secondary">
            {t('settings.link')}
          </Link>
        </div>
      </PageHeader>
      <div className={styles.stack}>
        <section aria-labelledby="dashboard-now" className="panel">
          <h2 id="dashboard-now">{t('dashboard.now')}</h2>
          <dl className={stats.stats}>
            <div>
              <dt>{t('dashboard.openVacancies')}</dt>
              <dd>
                <Link to="/school/vacancies?status=open" aria-label={t('dashboard.openLink', { count: overview.openVacancies })}>
                  {format.format(overview.openVacancies)}
                </Link>
              </dd>
            </div>
            <div>
              <dt>{t('dashboard.newApplicants')}</dt>
              <dd>
                <Link
                  to={`/school/applications?appliedWithinDays=${RECENT_DAYS}`}
                  aria-label={t('dashboard.recentLink', { count: overview.newApplicantsThisWeek, days: RECENT_DAYS })}
                >
                  {format.format(overview.newApplicantsThisWeek)}
                </Link>
              </dd>
            </div>
          </dl>
        </section>
        <section aria-labelledby="dashboard-statuses" className="panel">
          <h2 id="dashboard-statuses">{t('dashboard.byStatus')}</h2>
          <p>{t('dashboard.byStatusText')}</p>
          <dl className={stats.stats}>
            {APPLICATION_STATUSES.map((status) => {
              const count = overview.byStatus[status] ?? 0;
              return (
                <div key={status}>
                  <dt>{label('applicationStatuses', status)}</dt>
                  <dd>
                    <Link
                      to={`/school/applications?status=${status}`}
                      aria-label={t('dashboard.statusLink', { count, status: label('applicationStatuses', status) })}
                    >
                      {format.format(count)}
                    </Link>
                  </dd>
                </div>
              );
            })}
          </dl>
        </section>
      </div>
    </>
  );
}
