import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/components/load-failed';
import { HiringAnalytics } from '@/components/hiring-analytics/hiring-analytics';
import { PeriodSelect, usePeriod } from '@/components/hiring-analytics/period';
import { useAnalytics } from '../api/analytics';

/**
 * SchoolAnalytics is the dashboard's account of how the district answers its applicants (issue 32),
 * for a period kept in the URL; each vacancy's row leads to its applicants.
 */
export function SchoolAnalytics() {
  const { t } = useTranslation('school');
  const { query, show, range } = usePeriod(() => ({}));
  const analytics = useAnalytics(range);
  return (
    <section aria-labelledby="dashboard-analytics" className="panel">
      <h2 id="dashboard-analytics">{t('analytics.title')}</h2>
      <p>{t('analytics.intro')}</p>
      <PeriodSelect value={query.days} onChange={(days) => show({ days })} />
      {analytics.isError ? (
        <LoadFailed message={t('load.failed')} onRetry={() => void analytics.refetch()} />
      ) : analytics.data ? (
        <HiringAnalytics analytics={analytics.data} vacancyLink={(vacancy) => `/school/vacancies/${encodeURIComponent(vacancy.id)}/applicants`} />
      ) : (
        <p role="status">{t('analytics.loading')}</p>
      )}
    </section>
  );
}
