import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailed } from '@/components/load-failed';
import { PageHeader } from '@/components/page-header';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import styles from './school.module.css';

/**
 * Day shows an instant (RFC 3339) or a calendar date ("2027-05-31") as a day in the visitor's
 * language, with the value itself for machines.
 */
export function Day({ value }: { value: string }) {
  const { i18n } = useTranslation();
  return <time dateTime={value}>{formatDate(value, i18n.language)}</time>;
}

/** Fact is a term and its value; an empty value reads N/A. */
export type Fact = [term: string, value: ReactNode];

/** Facts lists terms and their values, side by side where the card is wide enough. */
export function Facts({ facts }: { facts: Fact[] }) {
  const { t } = useTranslation('school');
  return (
    <dl className={styles.facts}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value === '' || value === null ? t('na') : value}</dd>
        </div>
      ))}
    </dl>
  );
}

type LoadProps<T> = {
  query: UseQueryResult<T>;
  /** What is loading, for the status line ("Loading the vacancy…"). */
  loading: string;
  /** The page to go back to when the thing asked for does not exist (or is not the district's). */
  back: { to: string; label: string };
  children: (data: T) => ReactNode;
};

/**
 * Loaded shows a query's data once it has arrived: a status line while it loads, "Not found"
 * with a way back for a 404 (another district's data is a 404 too), and a retry otherwise.
 */
export function Loaded<T>({ query, loading, back, children }: LoadProps<T>) {
  const { t } = useTranslation('school');
  if (query.isPending) return <p role="status">{loading}</p>;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return (
        <PageHeader title={t('load.notFound')} intro={t('load.notFoundText')}>
          <Link to={back.to}>{back.label}</Link>
        </PageHeader>
      );
    }
    return <LoadFailed message={t('load.failed')} onRetry={() => void query.refetch()} />;
  }
  return children(query.data);
}
