import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadFailed } from '@/components/load-failed';
import { ApiError } from '@/lib/api-client';
import { useHydrated } from '@/lib/browser';
import { formatDate } from '@/lib/dates';
import { LANGUAGES, setLanguage, toLanguage } from '@/lib/i18n';
import { SERVED_REFEREE, useDeclineReference, useRefereeForm, type RefereeForm } from '../api/referee';
import { RefereeAnswerForm } from './referee-answer-form';
import { RefereeInvalid } from './referee-reading';
import alertStyles from '@/components/alert.module.css';
import styles from './references.module.css';

/**
 * RefereePage is the referee's side of a reference (issue 33), from the mailed link
 * `/reference?token=…`, with no account: who asks and why, the form, or declining with one click
 * (confirmed), then thanks. A link that is used, expired or withdrawn says so. What the token holds
 * loads with the app; for a browser without JavaScript, the server writes what the link asks into
 * the pre-rendered page's slot (RefereeReading).
 */
export function RefereePage() {
  const { t } = useTranslation('references');
  // The address's token is only known in the browser; the pre-rendered frame has none.
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  if (!hydrated) return <noscript id={SERVED_REFEREE} />;
  const token = params.get('token') ?? '';
  if (!token) return <RefereeInvalid />;
  return <RefereeAsked token={token} loading={t('referee.loading')} />;
}

function RefereeAsked({ token, loading }: { token: string; loading: string }) {
  const form = useRefereeForm(token);
  const [ended, setEnded] = useState<'answered' | 'declined' | null>(null);
  useFormLanguage(form.data);

  if (form.isError) {
    const invalid = form.error instanceof ApiError && form.error.status < 500;
    return invalid ? <RefereeInvalid /> : <LoadFailed onRetry={() => void form.refetch()} />;
  }
  if (!form.data) return <p role="status">{loading}</p>;
  if (ended) return <Thanks ended={ended} name={form.data.teacherName} />;
  return (
    <div className={styles.stack}>
      <Asker form={form.data} />
      <RefereeAnswerForm token={token} onSent={() => setEnded('answered')} />
      <Decline token={token} name={form.data.teacherName} onDeclined={() => setEnded('declined')} />
    </div>
  );
}

/** useFormLanguage shows the form, once it has loaded, in the language its request was mailed in. */
function useFormLanguage(form: RefereeForm | undefined) {
  const language = form?.language;
  useEffect(() => {
    if (language) void setLanguage(language);
  }, [language]);
}

/** Asker says who asks, why and who will read the answer, with a switch of the form's language. */
function Asker({ form }: { form: RefereeForm }) {
  const { t, i18n } = useTranslation(['references', 'common']);
  const name = form.teacherName;
  const current = toLanguage(i18n.language);
  return (
    <section aria-labelledby="referee-who" className="panel">
      <h2 id="referee-who">{t('referee.title')}</h2>
      <p>{t('referee.who', { name })}</p>
      <p>{t('referee.whoRelationship', { name, relationship: t(`relationships.${form.relationship}`) })}</p>
      <p>{t('referee.expires', { date: formatDate(form.expiresAt, i18n.language, 'long') })}</p>
      <div role="group" aria-label={t('referee.language')} className={styles.languages}>
        {LANGUAGES.map((language) => (
          <button
            key={language}
            type="button"
            lang={language}
            className={`button button-secondary ${styles.small}`}
            aria-pressed={language === current}
            onClick={() => void setLanguage(language)}
          >
            {t(`common:language.${language}`)}
          </button>
        ))}
      </div>
    </section>
  );
}

/** Decline declines to give a reference after one confirmation; no reason is asked. */
function Decline({ token, name, onDeclined }: { token: string; name: string; onDeclined: () => void }) {
  const { t } = useTranslation('references');
  const decline = useDeclineReference(token);
  const [asking, setAsking] = useState(false);
  return (
    <div className="panel">
      <button type="button" className="button button-secondary" onClick={() => setAsking(true)}>
        {t('referee.decline.button')}
      </button>
      <ConfirmDialog
        title={asking ? t('referee.decline.title') : null}
        confirmLabel={t('referee.decline.confirm')}
        busyLabel={t('referee.decline.busy')}
        busy={decline.isPending}
        error={decline.isError ? t('actions.failed') : null}
        onConfirm={() => decline.mutate(undefined, { onSuccess: onDeclined })}
        onClose={() => setAsking(false)}
      >
        <p>{t('referee.decline.text', { name })}</p>
      </ConfirmDialog>
    </div>
  );
}

/** Thanks ends the visit, whether the referee answered or declined; it takes the focus. */
function Thanks({ ended, name }: { ended: 'answered' | 'declined'; name: string }) {
  const { t } = useTranslation('references');
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the referee was in is gone: the focus moves to what replaced it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="referee-thanks" className={`panel ${alertStyles.done}`}>
      <h2 id="referee-thanks" tabIndex={-1} ref={heading}>
        {t('referee.thanks.title')}
      </h2>
      <p role="status">{t(`referee.thanks.${ended}`, { name })}</p>
    </section>
  );
}
