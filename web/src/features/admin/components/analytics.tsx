import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import { HiringAnalytics, useFigures } from '@/components/hiring-analytics/hiring-analytics';
import { PeriodSelect, usePeriod } from '@/components/hiring-analytics/period';
import { searchParamsOf, textOf } from '@/lib/url-query';
import { useDistrictAnalytics, type DistrictAnalytics } from '../api/analytics';
import styles from './admin.module.css';

/**
 * AdminAnalytics is how every district answers its applicants, for a period kept in the URL: a
 * table of the districts' key figures, each leading to that district's whole analytics below it
 * (`?organization=`), as its school users read them on their dashboard.
 */
export function AdminAnalytics() {
  const { t } = useTranslation(['admin', 'school']);
  const figures = useFigures();
  const { query, show, range } = usePeriod((params) => ({ organization: textOf(params, 'organization') }));
  const districts = useDistrictAnalytics(range);
  const chosen = districts.data?.find((district) => district.organizationId === query.organization);
  const link = (district: DistrictAnalytics) =>
    `/admin/analytics?${searchParamsOf({ days: query.days, organization: district.organizationId }, { days: '365' })}#analytics-district`;
  return (
    <div className={styles.stack}>
      <PeriodSelect value={query.days} onChange={(days) => show({ days })} />
      <DataTable
        query={districts}
        status={{ loading: t('analytics.loading'), none: t('analytics.none'), found: (count) => t('analytics.found', { count }) }}
        caption={t('analytics.caption')}
        columns={[
          { header: t('analytics.district'), cell: (district) => district.organization, title: true },
          { header: t('school:analytics.applications'), cell: (district) => figures.count(district.applications), kind: 'number' },
          { header: t('school:analytics.within14Days'), cell: (district) => figures.pct(district.respondedWithin14DaysPct), kind: 'number' },
          { header: t('school:analytics.firstAnswer'), cell: (district) => figures.days(district.medianDaysToFirstResponse), kind: 'number' },
        ]}
        rowKey={(district) => district.organizationId}
        rowLink={link}
      />
      {chosen ? (
        <section aria-labelledby="analytics-district" className="panel">
          <h2 id="analytics-district">{chosen.organization}</h2>
          <HiringAnalytics analytics={chosen} />
        </section>
      ) : (
        <p className={styles.muted}>{t('analytics.choose')}</p>
      )}
    </div>
  );
}
