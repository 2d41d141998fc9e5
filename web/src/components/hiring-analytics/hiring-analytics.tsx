import { useTranslation } from 'react-i18next';
import { Table } from '@/components/data-table/data-table';
import type { Analytics, ApplicationStatus } from '@/lib/api-types';
import { formatDays } from '@/lib/numbers';
import { useOptionLabel } from '@/lib/options';
import stats from '@/components/stats.module.css';
import styles from './hiring-analytics.module.css';

// The school dashboard and the admin console show a district's analytics the same way; their texts
// are the school portal's (`school` namespace, `analytics`), which both routes load.

/** FUNNEL are the statuses in the order of the hiring steps, the decided ones last (docs/design.md §4). */
export const FUNNEL = ['pending', 'on-hold', 'candidate', 'interview', 'offered', 'hired', 'not_selected', 'withdrawn'] as const satisfies readonly ApplicationStatus[];

/** STAGES are the statuses an application leaves, whose median length the analytics measure. */
const STAGES = ['pending', 'on-hold', 'candidate', 'interview', 'offered'] as const satisfies readonly (keyof Analytics['medianDaysInStage'])[];

type Vacancy = Analytics['vacancies'][number];

type Props = {
  analytics: Analytics;
  /** vacancyLink is where a vacancy's row leads (its applicants), when the reader may go there. */
  vacancyLink?: (vacancy: Vacancy) => string;
};

/**
 * useFigures writes the analytics' numbers in the reader's language: counts, whole percents and
 * days to one decimal ("3.5 days"); a median with nothing to measure reads "No data yet".
 */
export function useFigures() {
  const { t, i18n } = useTranslation('school');
  const count = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' });
  return {
    count: (value: number) => count.format(value),
    pct: (value: number | null) => (value === null ? t('analytics.none') : percent.format(value / 100)),
    days: (value: number | null) =>
      value === null ? t('analytics.none') : t('analytics.days', { count: value, days: formatDays(value, i18n.language) }),
  };
}

/**
 * HiringAnalytics shows how a district answered the applications of a period: how many there were,
 * the share answered within 14 days and the median days to a first answer; where they stand now
 * as bars (an image whose text alternative says the numbers) beside a table of the same numbers;
 * the median days in each stage; and each vacancy's applications by status.
 */
export function HiringAnalytics({ analytics, vacancyLink }: Props) {
  const { t } = useTranslation('school');
  const label = useOptionLabel();
  const figures = useFigures();
  if (analytics.applications === 0) return <p className={styles.empty}>{t('analytics.empty')}</p>;
  const most = Math.max(...FUNNEL.map((status) => analytics.byStatus[status]));
  return (
    <div className={styles.analytics}>
      <dl className={stats.stats}>
        <div>
          <dt>{t('analytics.applications')}</dt>
          <dd>{figures.count(analytics.applications)}</dd>
        </div>
        <div>
          <dt>{t('analytics.within14Days')}</dt>
          <dd>{figures.pct(analytics.respondedWithin14DaysPct)}</dd>
        </div>
        <div>
          <dt>{t('analytics.firstAnswer')}</dt>
          <dd>{figures.days(analytics.medianDaysToFirstResponse)}</dd>
        </div>
      </dl>
      <p>{t('analytics.answered', { answered: figures.count(analytics.responded) })}</p>
      <div className={styles.funnel}>
        <div
          className={styles.chart}
          role="img"
          aria-label={t('analytics.chart', {
            counts: FUNNEL.map((status) => `${label('applicationStatuses', status)}: ${figures.count(analytics.byStatus[status])}`).join(', '),
          })}
        >
          {FUNNEL.map((status) => (
            <div key={status} className={styles.bar}>
              <span>{label('applicationStatuses', status)}</span>
              <span className={styles.track}>
                <span data-status={status} style={{ inlineSize: `${most ? (100 * analytics.byStatus[status]) / most : 0}%` }} />
              </span>
              <span className={styles.value}>{figures.count(analytics.byStatus[status])}</span>
            </div>
          ))}
        </div>
        <Table
          caption={t('analytics.byStatus')}
          columns={[
            { header: t('analytics.status'), cell: (status) => label('applicationStatuses', status), title: true },
            { header: t('analytics.applications'), cell: (status) => figures.count(analytics.byStatus[status]), kind: 'number' },
            {
              header: t('analytics.share'),
              cell: (status) => figures.pct(Math.round((100 * analytics.byStatus[status]) / analytics.applications)),
              kind: 'number',
            },
          ]}
          rows={[...FUNNEL]}
          rowKey={(status) => status}
        />
      </div>
      <Table
        caption={t('analytics.stages')}
        columns={[
          { header: t('analytics.status'), cell: (status) => label('applicationStatuses', status), title: true },
          { header: t('analytics.medianDays'), cell: (status) => figures.days(analytics.medianDaysInStage[status]), kind: 'number' },
        ]}
        rows={[...STAGES]}
        rowKey={(status) => status}
      />
      {analytics.vacancies.length > 0 && (
        <Table
          caption={t('analytics.vacancies')}
          columns={[
            { header: t('analytics.vacancy'), cell: (vacancy) => vacancy.position, title: true },
            { header: t('analytics.applications'), cell: (vacancy) => figures.count(vacancy.applications), kind: 'number' },
            ...FUNNEL.map((status) => ({
              header: label('applicationStatuses', status),
              cell: (vacancy: Vacancy) => figures.count(vacancy.byStatus[status]),
              kind: 'number' as const,
            })),
          ]}
          rows={analytics.vacancies}
          rowKey={(vacancy) => vacancy.id}
          rowLink={vacancyLink}
        />
      )}
    </div>
  );
}
