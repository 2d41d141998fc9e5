import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '@/components/external-link';
import { LoadFailed } from '@/components/load-failed';
import { browserZone } from '@/lib/dates';
import { isConflict } from '../api/applications';
import { calendarUrl, useAnswerInterview, useInterviews, type Interview, type InterviewAnswer } from '../api/interviews';
import { ChooseSlot } from './choose-slot';
import { Facts, type Fact } from './facts';
import styles from './jobs.module.css';
import { REASON_MAX, ReasonDialog } from './reason-dialog';
import { ZonedTime } from './zoned-time';

/**
 * Interviews are an application's interviews, newest first (docs/api.md "Hiring loop II"): how,
 * where and how long each is, and where it stands. The teacher chooses a proposed one's time or
 * asks for others, cancels an open one, and adds a scheduled one to her calendar. Nothing shows
 * while there is none.
 */
export function Interviews({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation('jobs');
  const interviews = useInterviews(applicationId);
  if (interviews.isError) {
    return <LoadFailed message={t('interview.loadFailed')} onRetry={() => void interviews.refetch()} />;
  }
  if (!interviews.data?.length) return null;
  return (
    <section aria-labelledby="application-interviews" className="panel">
      <h2 id="application-interviews">{t('interview.title')}</h2>
      {[...interviews.data].reverse().map((interview) => (
        <InterviewItem key={interview.id} applicationId={applicationId} interview={interview} />
      ))}
    </section>
  );
}

type Dialog = 'other-times' | 'cancel' | null;

function InterviewItem({ applicationId, interview }: { applicationId: string; interview: Interview }) {
  const { t } = useTranslation('jobs');
  const answer = useAnswerInterview(applicationId, interview.id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [done, setDone] = useState('');
  const notice = useRef<HTMLParagraphElement>(null);
  // The zone her profile names; an interview always carries one, the browser's is a last resort.
  const timeZone = interview.teacherTimeZone || browserZone();
  const open = interview.status === 'proposed' || interview.status === 'scheduled';
  const headingId = `interview-${interview.id}`;

  // What the teacher did replaces the control she used: the focus goes to what happened.
  useEffect(() => {
    if (done) notice.current?.focus();
  }, [done]);

  const facts: Fact[] = [
    [t('interview.mode'), t(`interview.modes.${interview.mode}`)],
    [t('interview.where'), <Place interview={interview} />],
    [t('interview.duration'), t('interview.minutes', { count: interview.durationMinutes })],
  ];
  if (interview.start) facts.push([t('interview.when'), <ZonedTime value={interview.start} timeZone={timeZone} />]);
  if (interview.note) facts.push([t('interview.note'), interview.note]);

  // A refusal because the school changed the interview meanwhile closes the dialog too: the
  // interview is fetched again and the notice says why it looks different.
  async function send(body: InterviewAnswer, doneKey: 'interview.otherTimes.done' | 'interview.cancel.done') {
    try {
      await answer.mutateAsync(body);
      setDone(t(doneKey));
    } catch (error) {
      if (!isConflict(error)) throw error;
      setDone(t('interview.conflict'));
    }
  }

  function dialogWords(name: 'otherTimes' | 'cancel') {
    return {
      title: t(`interview.${name}.title`),
      intro: t(`interview.${name}.intro`),
      label: t(`interview.${name}.label`),
      hint: t('interview.limitHint', { max: REASON_MAX }),
      submit: t(`interview.${name}.submit`),
      busy: t(`interview.${name}.busy`),
    };
  }

  return (
    <article aria-labelledby={headingId} className={styles.interview}>
      <h3 id={headingId}>{t(`interview.heading.${interview.status}`)}</h3>
      <Facts facts={facts} />
      {interview.status === 'cancelled' && <p>{t('interview.cancelled')}</p>}
      {interview.status === 'completed' && <p>{t('interview.completed')}</p>}
      {interview.status === 'proposed' && (
        <ChooseSlot
          applicationId={applicationId}
          interview={interview}
          timeZone={timeZone}
          onChosen={() => setDone(t('interview.scheduled'))}
          onConflict={() => setDone(t('interview.conflict'))}
        />
      )}
      {interview.status === 'scheduled' && interview.start && (
        <p>
          <a href={calendarUrl(interview.id)} download>
            {t('interview.calendar')}
          </a>
        </p>
      )}
      <p ref={notice} tabIndex={-1} role="status" className={styles.notice}>
        {done}
      </p>
      {open && (
        <div className="button-row">
          {interview.status === 'proposed' && (
            <button type="button" className="button button-secondary" onClick={() => setDialog('other-times')}>
              {t('interview.otherTimes.button')}
            </button>
          )}
          <button type="button" className="button button-secondary" onClick={() => setDialog('cancel')}>
            {t('interview.cancel.button')}
          </button>
        </div>
      )}
      <ReasonDialog
        open={dialog === 'other-times'}
        onClose={() => setDialog(null)}
        words={dialogWords('otherTimes')}
        required
        send={(message) => send({ action: 'other-times', message }, 'interview.otherTimes.done')}
      />
      <ReasonDialog
        open={dialog === 'cancel'}
        onClose={() => setDialog(null)}
        words={dialogWords('cancel')}
        required={false}
        send={(reason) => send({ action: 'cancel', reason }, 'interview.cancel.done')}
      />
    </article>
  );
}

/** Place is where an interview happens: the link of a video call, the address of a meeting, a phone call's words. */
function Place({ interview }: { interview: Interview }) {
  const { t } = useTranslation('jobs');
  if (interview.mode === 'video' && interview.location) {
    return <ExternalLink href={interview.location}>{t('interview.join')}</ExternalLink>;
  }
  return interview.location;
}
