import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/form/select-field';
import type { AnalyticsQuery } from '@/lib/api-types';
import { tampaToday } from '@/lib/dates';
import { choiceOf, useListQuery } from '@/lib/url-query';
import styles from './hiring-analytics.module.css';

/** PERIODS are the periods the analytics cover, in days up to today; the last (a year) is the API's own. */
export const PERIODS = ['30', '90', '365'] as const;

/** Period is how many days up to today the analytics cover. */
export type Period = (typeof PERIODS)[number];

const DEFAULT_PERIOD: Period = '365';

/**
 * rangeOf is the API's period for the last `period` days, today (in Tampa) included. A year is
 * left to the API, which counts it from the same day a year before, as the URL leaves it out.
 */
export function rangeOf(period: Period, today = tampaToday()): AnalyticsQuery {
  if (period === DEFAULT_PERIOD) return {};
  const from = new Date(`${today}T00:00:00Z`);
  from.setUTCDate(from.getUTCDate() - Number(period) + 1);
  return { from: from.toISOString().slice(0, 10), to: today };
}

/**
 * usePeriod is the period the analytics show, kept in the URL (`?days=30`), so that a reload, Back
 * and a shared link show the same numbers; `others` are the page's other parameters, kept with it.
 */
export function usePeriod<Q extends Record<string, string | undefined>>(others: (params: URLSearchParams) => Q) {
  const { query, show } = useListQuery((params) => ({ ...others(params), days: choiceOf(params, 'days', PERIODS) ?? DEFAULT_PERIOD }), {
    days: DEFAULT_PERIOD,
  } as Partial<Q & { days: Period }>);
  return { query, show, range: rangeOf(query.days) };
}

/** PeriodSelect chooses the period the analytics cover. */
export function PeriodSelect({ value, onChange }: { value: Period; onChange: (period: Period) => void }) {
  const { t } = useTranslation('school');
  return (
    <SelectField
      className={styles.period}
      label={t('analytics.period')}
      options={PERIODS.map((days) => ({ value: days, label: t(`analytics.periods.${days}`) }))}
      value={value}
      onChange={(event) => onChange(PERIODS.find((days) => days === event.target.value) ?? DEFAULT_PERIOD)}
    />
  );
}
