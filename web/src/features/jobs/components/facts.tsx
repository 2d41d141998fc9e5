import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUSD } from '@/lib/numbers';
import styles from './jobs.module.css';

/** Fact is a term and its value; an empty value reads N/A. */
export type Fact = [term: string, value: ReactNode];

/** Facts lists terms and their values, side by side where the card is wide enough. */
export function Facts({ facts }: { facts: Fact[] }) {
  const { t } = useTranslation('jobs');
  return (
    <dl className={styles.facts}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value || t('na')}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * minimumExperience words a vacancy's minimum years of experience: "No minimum" rather than
 * "0 years", which read as if the job wanted none (issue 31). The job view and the server's
 * template of the job page (entry-server.tsx) both say it so.
 */
export function minimumExperience(t: TFunction<'jobs'>, years: number): string {
  return years === 0 ? t('job.noMinimum') : t('job.years', { count: years });
}

/**
 * salaryText words a vacancy's yearly salary in whole dollars: a range, one figure, or a minimum
 * alone; nothing when the school states none. The server's template of the job page
 * (entry-server.tsx, internal/httpapi/jobpage.go) words it the same way.
 */
export function salaryText(t: TFunction<'jobs'>, language: string, min: number | null, max: number | null): string {
  if (min === null) return '';
  if (max === null) return t('job.salaryFrom', { min: formatUSD(min, language) });
  if (max === min) return t('job.salaryExact', { amount: formatUSD(min, language) });
  return t('job.salaryRange', { min: formatUSD(min, language), max: formatUSD(max, language) });
}
