import { useEffect, useId, useRef, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailed } from '@/components/load-failed';
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
import { useRequestResumeReview, useResumeReview } from '../api/resume-review';
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
 * priority, or what kept the review from reading the file.
 */
export function ResumeInsight({ application }: { application: Application }) {
  const { data: insight } = useResumeInsight(application.id, application.insight);
  const request = useRequestResumeInsight();
  return (
    <Review
      place="application"
      level={2}
      insight={insight}
      request={{ ask: () => request.mutate(application.id), isPending: request.isPending, error: request.error }}
    />
  );
}

/**
 * ProfileResumeReview is "Review my resume" beside the resume on the teacher's documents (docs/api.md
 * "Found by new users"): a review of the resume on her profile for any job, before she applies.
 * `resumeId` names the file: a new one starts from its own review, none yet.
 */
export function ProfileResumeReview({ resumeId }: { resumeId: string }) {
  return <ProfileReview place="profile" level={4} vacancyId={null} resumeId={resumeId} />;
}

/**
 * VacancyResumeReview is "Check my resume for this job" in a job view, before Apply: a review of
 * the resume on the teacher's profile against the vacancy.
 */
export function VacancyResumeReview({ vacancyId }: { vacancyId: string }) {
  return <ProfileReview place="vacancy" level={3} vacancyId={vacancyId} />;
}

type ProfileReviewProps = { place: 'profile' | 'vacancy'; level: Level; vacancyId: string | null; resumeId?: string };

/** ProfileReview reads and asks for the review of the profile's resume (POST and GET /api/me/resume-review). */
function ProfileReview({ place, level, vacancyId, resumeId }: ProfileReviewProps) {
  const { t } = useTranslation('jobs');
  const review = useResumeReview(vacancyId, resumeId);
  const request = useRequestResumeReview(vacancyId);
  return (
    <Review
      place={place}
      level={level}
      insight={review.data}
      request={{ ask: () => request.mutate(), isPending: request.isPending, error: request.error }}
    >
      {review.isError && <LoadFailed message={t('insight.loadFailed')} onRetry={() => void review.refetch()} />}
    </Review>
  );
}

/** Level is the level of a review's title; what it found is one level below, each priority two. */
type Level = 2 | 3 | 4;

/** HEADINGS[n] is the heading element of level n + 2: `HEADINGS[level - 1]` is one below a level. */
const HEADINGS = ['h2', 'h3', 'h4', 'h5', 'h6'] as const;

type ReviewProps = {
  /** Where the review is offered: its title, introduction and button say so. */
  place: 'application' | 'profile' | 'vacancy';
  level: Level;
  /** Where the review stands; undefined until it is known. */
  insight: InsightState | undefined;
  request: { ask: () => void; isPending: boolean; error: Error | null };
  /** What stands in for the review when it cannot be read. */
  children?: ReactNode;
};

/**
 * Review is the resume review of one place: the teacher asks for it, waits while it runs, and reads
 * its suggestions grouped by priority, or what kept it from reading the file. It suggests only what
 * the server found; nothing here is made up. An application's review is a card of its own; the
 * others sit in the card they help with.
 */
function Review({ place, level, insight, request, children }: ReviewProps) {
  const { t } = useTranslation('jobs');
  const titleId = useId();
  const asked = useRef(false);
  const waiting = useRef<HTMLParagraphElement>(null);
  const outcome = useRef<HTMLHeadingElement>(null);
  const status = insight?.status;
  const Title = HEADINGS[level - 2];

  // The button is gone while the review runs: the focus follows it to the waiting message, then
  // to what the review found. Not when the page opens on a review asked for earlier.
  useEffect(() => {
    if (!asked.current || status === undefined) return;
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
          request.ask();
        }}
      >
        {text}
      </button>
    </div>
  );

  return (
    <section aria-labelledby={titleId} className={place === 'application' ? 'panel' : styles.review}>
      <Title id={titleId}>
        {t(`insight.${place}.title`)}
      </Title>
      <p>{t(`insight.${place}.intro`)}</p>
      <p ref={waiting} tabIndex={-1} role="status" className={styles.notice}>
        {status === 'pending' && t('insight.pending')}
      </p>
      {children}
      {status === 'none' && ask(t(`insight.${place}.request`))}
      {insight && status === 'ready' && (
        <>
          <Results insight={insight} place={place} level={level} headingRef={outcome} />
          {ask(t('insight.again'), true)}
        </>
      )}
      {insight && status === 'failed' && (
        <>
          <Failure insight={insight} level={level} headingRef={outcome} />
          {/* The same file fails the same way: only a failure of ours is worth trying again. */}
          {!FAILURES.some((known) => known === insight.failure) && ask(t('retry'))}
        </>
      )}
      {request.error && (
        <p role="alert" className={styles.alert}>
          {t(request.error instanceof ApiError && request.error.status === 429 ? 'insight.rateLimited' : 'insight.requestFailed')}
        </p>
      )}
    </section>
  );
}

type OutcomeProps = { insight: InsightState; level: Level; headingRef: Ref<HTMLHeadingElement> };

/** Results are the review's suggestions in words, most important first, under their priority. */
function Results({ insight, place, level, headingRef }: OutcomeProps & Pick<ReviewProps, 'place'>) {
  const { t, i18n } = useTranslation('jobs');
  const say = useInsightText();
  const groupId = useId();
  const Heading = HEADINGS[level - 1];
  const Priority = HEADINGS[level];
  const worded = insight.insights.flatMap((item) => {
    const text = say(item);
    return text === null ? [] : [{ item, text }];
  });
  return (
    <>
      <Heading ref={headingRef} tabIndex={-1}>
        {t('insight.results')}
      </Heading>
      {insight.reviewedAt && (
        <p className={styles.insightReviewed}>{t('insight.reviewedAt', { date: formatDate(insight.reviewedAt, i18n.language) })}</p>
      )}
      {/* Suggestions this page cannot word are left out, as the match reasons are. */}
      {worded.length === 0 ? (
        <p>{t(`insight.${place}.nothing`)}</p>
      ) : (
        PRIORITIES.map(([priority, name]) => {
          const group = worded.filter(({ item }) => item.priority === priority);
          if (group.length === 0) return null;
          return (
            <div key={name} className={`${styles.insightGroup} ${GROUP_STYLES[name]}`}>
              <Priority id={`${groupId}-${name}`}>{t(`insight.priorities.${name}`)}</Priority>
              <ul aria-labelledby={`${groupId}-${name}`} className={styles.insightList}>
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
function Failure({ insight, level, headingRef }: OutcomeProps) {
  const { t } = useTranslation('jobs');
  const failure = FAILURES.find((known) => known === insight.failure);
  const Heading = HEADINGS[level - 1];
  return (
    <>
      <Heading ref={headingRef} tabIndex={-1}>
        {t('insight.failedTitle')}
      </Heading>
      <p>{t(`insight.failures.${failure ?? 'unknown'}`)}</p>
      {failure && (
        <p>
          <Link to="/teacher/profile#resume">{t('insight.toProfile')}</Link>
        </p>
      )}
    </>
  );
}
