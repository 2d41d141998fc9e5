import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alertTexts, useApiText, type ApiText } from '@/lib/api-errors';
import { formatUSD } from '@/lib/numbers';
import { isConflict, type Application } from '../api/applications';
import { useAnswerOffer, type OfferAnswer } from '../api/offers';
import { Day } from './day';
import { Facts, type Fact } from './facts';
import styles from './jobs.module.css';
import { REASON_MAX, ReasonDialog } from './reason-dialog';

// How an offer that was not accepted ended.
const ENDED = ['declined', 'expired', 'withdrawn'] as const;

/**
 * OfferPanel is the latest offer on an application (docs/api.md "Hiring loop II"): salary, start
 * date, the day to answer by (which ends in Tampa) and the school's note. A pending one is accepted
 * or declined here; once accepted, the teacher reads that she is hired. Nothing shows without an offer.
 */
export function OfferPanel({ application }: { application: Application }) {
  const { t, i18n } = useTranslation('jobs');
  const say = useApiText('jobs');
  const { offer } = application;
  const answer = useAnswerOffer(application.id);
  const [declining, setDeclining] = useState(false);
  const [failure, setFailure] = useState<ApiText[]>([]);
  const [notice, setNotice] = useState('');
  const noticeRef = useRef<HTMLParagraphElement>(null);

  // The buttons go away with the answer: the focus goes to what happened.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  // A refusal because the offer changed meanwhile (withdrawn, expired) is no error: the
  // application is fetched again and the notice says why it looks different.
  async function send(body: OfferAnswer) {
    setFailure([]);
    try {
      const answered = await answer.mutateAsync(body);
      if (answered.status === 'hired') setNotice(t('offer.hired', { position: answered.position, school: answered.schoolName }));
    } catch (error) {
      if (!isConflict(error)) throw error;
      setNotice(t('offer.conflict'));
    }
  }

  if (!offer) return null;
  const facts: Fact[] = [
    [t('offer.salary'), t('offer.perYear', { amount: formatUSD(offer.salary, i18n.language) })],
    [t('offer.startDate'), <Day value={offer.startDate} />],
    [t('offer.respondBy'), <><Day value={offer.respondBy} /> {t('offer.endOfDay')}</>],
  ];
  if (offer.note) facts.push([t('offer.note'), offer.note]);
  const pending = offer.status === 'pending' && application.status === 'offered';
  const ended = ENDED.find((status) => status === offer.status);

  return (
    <section aria-labelledby="application-offer" className="panel">
      <h2 id="application-offer">{t('offer.title')}</h2>
      <Facts facts={facts} />
      {application.status === 'hired' && !notice && (
        <p className={styles.hired}>{t('offer.hired', { position: application.position, school: application.schoolName })}</p>
      )}
      {ended && <p>{t(`offer.states.${ended}`)}</p>}
      <p ref={noticeRef} tabIndex={-1} role="status" className={`${styles.notice} ${styles.hired}`}>
        {notice}
      </p>
      {failure.length > 0 && (
        <div role="alert" className={styles.alert}>
          {failure.map((text) => (
            <p key={text}>{say(text)}</p>
          ))}
        </div>
      )}
      {pending && (
        <div className="button-row">
          <button
            type="button"
            className="button"
            disabled={answer.isPending}
            onClick={() => void send({ action: 'accept' }).catch((error: unknown) => setFailure(alertTexts(error, { ns: 'jobs' })))}
          >
            {answer.isPending && !declining ? t('offer.accepting') : t('offer.accept')}
          </button>
          <button type="button" className="button button-secondary" onClick={() => setDeclining(true)}>
            {t('offer.decline.button')}
          </button>
        </div>
      )}
      <ReasonDialog
        open={declining}
        onClose={() => setDeclining(false)}
        words={{
          title: t('offer.decline.title'),
          intro: t('offer.decline.intro'),
          label: t('offer.decline.label'),
          hint: t('interview.limitHint', { max: REASON_MAX }),
          submit: t('offer.decline.submit'),
          busy: t('offer.decline.busy'),
        }}
        required={false}
        send={(reason) => send({ action: 'decline', reason })}
      />
    </section>
  );
}
