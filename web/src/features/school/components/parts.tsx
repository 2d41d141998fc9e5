import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailed } from '@/components/load-failed';
import { PageHeader } from '@/components/page-header';
import { ApiError } from '@/lib/api-client';
import type { ApplicationStatus } from '@/lib/api-types';
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

/** applicationPath is where the school reads an application. */
export function applicationPath(row: { applicationId: string }): string {
  return `/school/applications/${encodeURIComponent(row.applicationId)}`;
}

/**
 * StatusPill is an application's status in a rounded frame, so it stands out in a row; the words
 * say the status, the colour only repeats it.
 */
export function StatusPill({ status, label }: { status: ApplicationStatus; label: string }) {
  return (
    <span className={styles.statusPill} data-status={status}>
      {label}
    </span>
  );
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

/** Back is the page to go back to when the thing asked for does not exist (or is not the district's). */
type Back = { to: string; label: string };

type LoadProps<T> = {
  query: UseQueryResult<T>;
  /** What is loading, for the status line ("Loading the vacancy…"). */
  loading: string;
  back: Back;
  children: (data: T) => ReactNode;
};

/** NotFound says that what the address names does not exist, or is another district's, with a way back. */
function NotFound({ back }: { back: Back }) {
  const { t } = useTranslation('school');
  return (
    <PageHeader title={t('load.notFound')} intro={t('load.notFoundText')}>
      <Link to={back.to}>{back.label}</Link>
    </PageHeader>
  );
}

/**
 * VacancyNotFound is a portal page whose address names a vacancy or an application that does
 * not exist, or is another district's, with the way back to the vacancies.
 */
export function VacancyNotFound() {
  const { t } = useTranslation('school');
  return <NotFound back={{ to: '/school/vacancies', label: t('edit.allVacancies') }} />;
}

/**
 * Loaded shows a query's data once it has arrived: a status line while it loads, "Not found"
 * with a way back for a 404 (another district's data is a 404 too), and a retry otherwise. A
 * first load that fails goes to the route's query boundary (src/lib/query-client.tsx): these
 * answers are for a read that fails again once the page has its data.
 */
export function Loaded<T>({ query, loading, back, children }: LoadProps<T>) {
  const { t } = useTranslation('school');
  if (query.isPending) return <p role="status">{loading}</p>;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <NotFound back={back} />;
    return <LoadFailed message={t('load.failed')} onRetry={() => void query.refetch()} />;
  }
  return children(query.data);
}

/**
 * useDialogs is a section whose actions each open a dialog (Kind says which, and on what): `show`
 * opens one, `finish(text)` closes it once its action is done. When the dialog has closed and given
 * the focus back, `text` is said in the section's status line (`notice`), which takes the focus,
 * since the button pressed may be gone. The text translates as the line is drawn, so a language
 * switch translates it too.
 */
export function useDialogs<Kind>() {
  const [open, setOpen] = useState<Kind | null>(null);
  const [notice, setNotice] = useState<{ text: () => string } | null>(null);
  const done = useRef<(() => string) | null>(null);
  const line = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (notice) line.current?.focus();
  }, [notice]);
  return {
    open,
    show: (kind: Kind) => setOpen(kind),
    finish: (text: () => string) => {
      done.current = text;
      setOpen(null);
    },
    /** onClose is the dialogs' own: the dialog has closed, whether its action was done or not. */
    onClose: () => {
      setOpen(null);
      const text = done.current;
      done.current = null;
      if (text) setNotice({ text });
    },
    notice: (
      <p ref={line} tabIndex={-1} role="status" className={styles.notice}>
        {notice?.text()}
      </p>
    ),
  };
}
