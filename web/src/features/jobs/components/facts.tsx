import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
