import { useEffect, useRef, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import {
  useRequestResumeInsight,
  useResumeInsight,
  type Application,
  type Insight,
  type InsightFailure,
  type InsightState,
} from '../api/applications';
import { useInsightText } from './insight-text';
import styles from './jobs.module.css';

const PRIORITIES = [
  [1, 'high'],
  [2, 'medium'],
  [3, 'low'],
] as const;

/** The mark of each priority's group, besides its heading. */
const GROUP_STYLES = { high: styles.insightHigh, medium: styles.insightMedium, low: '' };

/**
 * ResumeInsight is "Improve my resume" on an application (docs/product.md §2.6): the teacher asks for a
 * review of the resume they sent, waits while it runs, and reads its suggestions grouped by
 * priority, or what kept the review from reading the file. It suggests only what the server found;
 * nothing here is made up.
 */
export function ResumeInsight({ application }: { application: Application }) {
  const { t } = useTranslation('jobs');
  const { data: insight } = useResumeInsight(application.id, application.insight);
  const request = useRequestResumeInsight();
  const asked = useRef(false);
  const waiting = useRef<HTMLParagraphElement>(null);
  const outcome = useRef<HTMLHeadingElement>(null);
  const { status } = insight;

  // The button is gone while the review runs: the focus follows it to the waiting message, then
  // to what the review found. Not when the page opens on a review asked for earlier.
  useEffect(() => {
    if (!asked.current) return;
    if (status === 'pending') waiting.current?.focus();
    else outcome.current?.focus();
  }, [status]);

  const ask = (text: string, secondary = false) => (
    <div>
      <button
        type="button"
        className={secondary ? 'button button-secondary' : 'button'}
        disabled={request.isPending}
        onClick={() => {
          asked.current = true;
          request.mutate(application.id);
        }}
      >
        {text}
      </button>
    </div>
  );

  return (
    <section aria-labelledby="application-insight" className="panel">
      <h2 id="application-insight">{t('insight.title')}</h2>
      <p>{t('insight.intro')}</p>
      <p ref={waiting} tabIndex={-1} role="status" className={styles.notice}>
        {status === 'pending' && t('insight.pending')}
      </p>
      {status === 'none' && ask(t('insight.request'))}
      {status === 'ready' && (
        <>
          <Results insight={insight} headingRef={outcome} />
          {ask(t('insight.again'), true)}
        </>
      )}
      {status === 'failed' && (
        <>
          <Failure insight={insight} headingRef={outcome} />
          {/* The same file fails the same way: only a failure of ours is worth trying again. */}
          {!FAILURES.some((known) => known === insight.failure) && ask(t('retry'))}
        </>
      )}
      {request.isError && (
        <p role="alert" className={styles.alert}>
          {t(request.error instanceof ApiError && request.error.status === 429 ? 'insight.rateLimited' : 'insight.requestFailed')}
        </p>
      )}
    </section>
  );
}

type OutcomeProps = { insight: InsightState; headingRef: Ref<HTMLHeadingElement> };

/** Results are the review's suggestions in words, most important first, under their priority. */
function Results({ insight, headingRef }: OutcomeProps) {
  const { t, i18n } = useTranslation('jobs');
  const say = useInsightText();
  const worded = insight.insights.flatMap((item) => {
    const text = say(item);
    return text === null ? [] : [{ item, text }];
  });
  return (
    <>
      <h3 ref={headingRef} tabIndex={-1}>
        {t('insight.results')}
      </h3>
      {insight.reviewedAt && (
        <p className={styles.insightReviewed}>{t('insight.reviewedAt', { date: formatDate(insight.reviewedAt, i18n.language) })}</p>
      )}
      {/* Suggestions this page cannot word are left out, as the match reasons are. */}
      {worded.length === 0 ? (
        <p>{t('insight.nothing')}</p>
      ) : (
        PRIORITIES.map(([priority, name]) => {
          const group = worded.filter(({ item }) => item.priority === priority);
          if (group.length === 0) return null;
          return (
            <div key={name} className={`${styles.insightGroup} ${GROUP_STYLES[name]}`}>
              <h4 id={`insight-${name}`}>{t(`insight.priorities.${name}`)}</h4>
              <ul aria-labelledby={`insight-${name}`} className={styles.insightList}>
                {group.map(({ item, text }) => (
                  <li key={key(item)}>{text}</li>
                ))}
              </ul>
            </div>
          );
        })
      )}
    </>
  );
}

/** key tells one suggestion from the others of a review. */
function key(insight: Insight): string {
  return [insight.code, insight.detail ?? '', ...(insight.items ?? [])].join('|');
}

const FAILURES: readonly InsightFailure[] = ['noText', 'unreadable', 'unsupported'];

/** Failure says plainly why the review could not read the resume, and where to put a better file. */
function Failure({ insight, headingRef }: OutcomeProps) {
  const { t } = useTranslation('jobs');
  const failure = FAILURES.find((known) => known === insight.failure);
  return (
    <>
      <h3 ref={headingRef} tabIndex={-1}>
        {t('insight.failedTitle')}
      </h3>
      <p>{t(`insight.failures.${failure ?? 'unknown'}`)}</p>
      {failure && (
        <p>
          <Link to="/teacher/profile#resume">{t('insight.toProfile')}</Link>
        </p>
      )}
    </>
  );
}
