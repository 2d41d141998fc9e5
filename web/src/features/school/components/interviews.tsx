import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ExternalLink } from '@/components/external-link';
import { TextAreaField } from '@/components/form/input-fields';
import { LoadFailed } from '@/components/load-failed';
import { Modal } from '@/components/modal';
import { alertTexts, useApiText } from '@/lib/api-errors';
import { isWaiting, type Packet } from '../api/applications';
import {
  calendarUrl,
  isOpen,
  useCancelInterview,
  useCompleteInterview,
  useInterviews,
  type Interview,
} from '../api/interviews';
import { HIRING_NOTE_MAX } from './hiring-form-end';
import { InterviewForm } from './interview-form';
import { Facts, useDialogs } from './parts';
import { TAMPA_ZONE } from '@/lib/dates';
import { formatTime } from './tampa-time';
import styles from './school.module.css';

/** Dialog is the dialog open: the proposal form, or the question before cancelling or completing an interview. */
type Dialog = { kind: 'propose' } | { kind: 'cancel' | 'complete'; interview: Interview };

// A refusal of the server as the dialogs say it: 409 means the interview has moved on meanwhile.
const ERRORS = { ns: 'school', alerts: { '409': 'interviews.errors.changed' } } as const;

/**
 * Interviews is the packet's interviews, oldest first, with their times in Tampa and in the
 * teacher's zone, and what the school can do: propose times while the application waits for a
 * decision and has no open interview, cancel an open one, mark a scheduled one done once its time
 * has come, and download a scheduled one's calendar invitation.
 */
export function Interviews({ packet, name }: { packet: Packet; name: string }) {
  const { t } = useTranslation('school');
  const say = useApiText('school');
  const interviews = useInterviews(packet.id);
  const dialogs = useDialogs<Dialog>();
  const [reason, setReason] = useState('');
  const cancel = useCancelInterview(packet);
  const complete = useCompleteInterview(packet);
  const list = interviews.data ?? [];
  const open = dialogs.open;
  const errorOf = (error: unknown) => (error ? say(alertTexts(error, ERRORS)[0]) : null);

  const act = (dialog: Dialog) => {
    cancel.reset();
    complete.reset();
    setReason('');
    dialogs.show(dialog);
  };
  const run = async (mutation: () => Promise<unknown>, done: () => string) => {
    try {
      await mutation();
    } catch {
      return; // The dialog says why.
    }
    dialogs.finish(done);
  };

  return (
    <section aria-labelledby="packet-interviews" className="panel">
      <h2 id="packet-interviews">{t('interviews.title')}</h2>
      {dialogs.notice}
      {interviews.isPending && <p role="status">{t('interviews.loading')}</p>}
      {interviews.isError && <LoadFailed message={t('interviews.failed')} onRetry={() => void interviews.refetch()} />}
      {interviews.isSuccess &&
        (list.length === 0 ? (
          <p>{t('interviews.none')}</p>
        ) : (
          <ol className={styles.hiring}>
            {list.map((interview, index) => (
              <Interview key={interview.id} interview={interview} number={index + 1} onAct={act} />
            ))}
          </ol>
        ))}
      {interviews.isSuccess && isWaiting(packet.status) && (
        <div className={styles.actions}>
          {list.some(isOpen) ? (
            <p className={styles.note}>{t('interviews.oneOpen')}</p>
          ) : (
            <button type="button" className="button" onClick={() => act({ kind: 'propose' })}>
              {t('interviews.propose')}
            </button>
          )}
        </div>
      )}
      <Modal open={open?.kind === 'propose'} onClose={dialogs.onClose} title={t('interviews.proposeTitle', { name })}>
        <InterviewForm
          application={packet}
          onSent={() => dialogs.finish(() => t('interviews.sent'))}
          onCancel={dialogs.onClose}
        />
      </Modal>
      <ConfirmDialog
        title={open?.kind === 'cancel' ? t('interviews.cancelTitle', { name }) : null}
        confirmLabel={t('interviews.cancelConfirm')}
        busyLabel={t('interviews.cancelling')}
        cancelLabel={t('interviews.keep')}
        busy={cancel.isPending}
        error={errorOf(cancel.error)}
        onConfirm={() =>
          open?.kind === 'cancel' &&
          void run(() => cancel.mutateAsync({ interviewId: open.interview.id, reason: reason.trim() }), () => t('interviews.cancelled'))
        }
        onClose={dialogs.onClose}
      >
        <p>{t('interviews.cancelText')}</p>
        <TextAreaField
          label={t('interviews.reason')}
          hint={t('interviews.reasonHint')}
          rows={3}
          maxLength={HIRING_NOTE_MAX}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </ConfirmDialog>
      <ConfirmDialog
        title={open?.kind === 'complete' ? t('interviews.completeTitle', { name }) : null}
        confirmLabel={t('interviews.completeConfirm')}
        busyLabel={t('interviews.completing')}
        busy={complete.isPending}
        error={errorOf(complete.error)}
        danger={false}
        onConfirm={() => open?.kind === 'complete' && void run(() => complete.mutateAsync(open.interview.id), () => t('interviews.completed'))}
        onClose={dialogs.onClose}
      >
        <p>{t('interviews.completeText')}</p>
      </ConfirmDialog>
    </section>
  );
}

type InterviewProps = { interview: Interview; number: number; onAct: (dialog: Dialog) => void };

/** Interview is one interview: how, where, how long, its time or the times proposed, and its actions. */
function Interview({ interview, number, onAct }: InterviewProps) {
  const { t } = useTranslation('school');
  const { mode, location, start } = interview;
  const headingId = `interview-${interview.id}`;
  // A call needs no place: without one, the school calls the number the teacher gave.
  const place = mode === 'video' && location ? <ExternalLink href={location}>{location}</ExternalLink> : location || t('interviews.place.phoneEmpty');
  // Whether its time has come, as the page was drawn: a scheduled interview is done only after it.
  const [now] = useState(Date.now);
  const past = start !== null && Date.parse(start) <= now;
  return (
    <li>
      <h3 id={headingId}>
        {t('interviews.heading', { number, mode: t(`interviews.modes.${mode}`), count: interview.durationMinutes })}
      </h3>
      <Facts
        facts={[
          [t('interviews.status'), t(`interviews.statuses.${interview.status}`)],
          [t(`interviews.place.${mode}`), place],
          [t('interviews.time'), start ? <When value={start} teacherZone={interview.teacherTimeZone} /> : t('interviews.notChosen')],
          [t('interviews.note'), interview.note],
        ]}
      />
      {interview.status === 'proposed' && (
        <>
          <h4 id={`${headingId}-slots`}>{t('interviews.slots')}</h4>
          <ul aria-labelledby={`${headingId}-slots`} className={styles.times}>
            {interview.slots.map((slot) => (
              <li key={slot.id}>
                <When value={slot.start} teacherZone={interview.teacherTimeZone} />
              </li>
            ))}
          </ul>
        </>
      )}
      {isOpen(interview) && (
        <div className={styles.actions}>
          {interview.status === 'scheduled' && (
            <a href={calendarUrl(interview.id)} download className="button button-secondary">
              {t('interviews.calendar')}
            </a>
          )}
          {interview.status === 'scheduled' && past && (
            <button type="button" className="button" onClick={() => onAct({ kind: 'complete', interview })}>
              {t('interviews.complete')}
            </button>
          )}
          <button type="button" className="button button-secondary" onClick={() => onAct({ kind: 'cancel', interview })}>
            {t('interviews.cancel')}
          </button>
        </div>
      )}
    </li>
  );
}

/** When is an instant in Tampa time and, when hers differs, in the teacher's zone. */
function When({ value, teacherZone }: { value: string; teacherZone: string }) {
  const { t, i18n } = useTranslation('school');
  const tampa = formatTime(value, i18n.language, TAMPA_ZONE);
  return (
    <time dateTime={value}>
      {teacherZone === TAMPA_ZONE
        ? t('interviews.whenTampa', { tampa })
        : t('interviews.when', { tampa, teacher: formatTime(value, i18n.language, teacherZone), zone: teacherZone })}
    </time>
  );
}
