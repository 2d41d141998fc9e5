import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Modal } from '@/components/modal';
import { ApiError } from '@/lib/api-client';
import { useApply } from '../api/applications';
import type { Certification, ChecklistItem, Eligibility, VacancyDetail } from '../api/vacancies';
import { VacancyResumeReview } from './resume-insight';
import styles from './jobs.module.css';

/**
 * ProfileFix is how the teacher's profile names and links what it still misses (the profile
 * feature's, given by the page): the list of missing items, and where one is fixed.
 */
export type ProfileFix = {
  list: (codes: string[], labelledBy: string) => ReactNode;
  href: (code: string) => string;
};

type Props = {
  vacancy: VacancyDetail;
  signedIn: boolean;
  fix: ProfileFix;
  /** What a teacher whose e-mail address is not confirmed sees in place of Apply now; null once it is. */
  confirmEmail: ReactNode;
};

/**
 * ApplyPanel is how to apply for a vacancy. A visitor is asked to log in first, and comes back
 * here afterwards; a teacher sees ApplyBox; a school or admin user, who cannot apply, nothing.
 */
export function ApplyPanel({ vacancy, signedIn, fix, confirmEmail }: Props) {
  const { t } = useTranslation('jobs');
  if (vacancy.eligibility) {
    return <ApplyBox vacancy={vacancy} eligibility={vacancy.eligibility} fix={fix} confirmEmail={confirmEmail} />;
  }
  if (signedIn) return null;
  return (
    <aside aria-labelledby="apply-title" className={`panel ${styles.apply}`}>
      <h2 id="apply-title">{t('apply.title')}</h2>
      {vacancy.status === 'open' ? (
        <Link to={`/user/login?next=${encodeURIComponent(`/vacancies/${vacancy.id}`)}`} className="button">
          {t('apply.login')}
        </Link>
      ) : (
        <p>{t('apply.closed')}</p>
      )}
    </aside>
  );
}

const CHECKLIST: ChecklistItem[] = ['resume', 'presentation', 'lessonPlan', 'certifications', 'evaluation', 'references'];

type BoxProps = { vacancy: VacancyDetail; eligibility: Eligibility; fix: ProfileFix; confirmEmail: ReactNode };

/**
 * ApplyBox is a teacher's side of a vacancy: how well they match (and when a certificate the
 * vacancy asks for lowers that, though the checklist does not ask for it), the requirements
 * checklist, whether they may apply (with a link to the first thing to fix when not), a review of
 * their resume against the job, and Apply now, which asks first, or their application once they
 * have one. Until their address is confirmed, confirmEmail stands in place of Apply now. A closed
 * vacancy says so once, and nothing of applying.
 */
function ApplyBox({ vacancy, eligibility, fix, confirmEmail }: BoxProps) {
  const { t } = useTranslation('jobs');
  const apply = useApply();
  const [asking, setAsking] = useState(false);
  const outcome = useRef<HTMLDivElement>(null);
  // A refusal because the vacancy closed meanwhile is the same news as a closed vacancy: said once.
  const closed = vacancy.status === 'closed' || (apply.error instanceof ApiError && apply.error.code === 'gone');
  const open = !closed && !vacancy.applicationId;
  const canApply = eligibility.eligible && open && !confirmEmail;
  const lacking = certificateLacking(vacancy);

  async function confirm() {
    try {
      await apply.mutateAsync(vacancy.id);
    } catch {
      // The refusal is said below, once the dialog has closed.
    }
    setAsking(false);
  }

  function closedDialog() {
    setAsking(false);
    // After an answer the focus goes to what it says: the Apply button may be gone.
    if (!apply.isIdle) outcome.current?.focus();
  }

  return (
    <aside aria-labelledby="apply-title" className={`panel ${styles.apply}`}>
      <h2 id="apply-title">{t('apply.title')}</h2>
      {typeof vacancy.score === 'number' && <p className={styles.match}>{t('match', { score: vacancy.score })}</p>}
      {lacking && <p>{t(`apply.certificateLacking.${lacking}`)}</p>}
      {cannotHire(vacancy) && <p>{t('apply.sponsorshipNeeded')}</p>}
      {!closed && <Checklist eligibility={eligibility} fix={fix} />}
      {vacancy.applicationId && (
        <Link to={`/teacher/applications/${encodeURIComponent(vacancy.applicationId)}`} className="button">
          {t('apply.viewApplication')}
        </Link>
      )}
      {open && eligibility.checklist.resume && <VacancyResumeReview vacancyId={vacancy.id} />}
      {open && confirmEmail}
      {canApply && (
        <button
          type="button"
          className="button"
          onClick={() => {
            apply.reset();
            setAsking(true);
          }}
        >
          {t('apply.applyNow')}
        </button>
      )}
      <div ref={outcome} tabIndex={-1} className={styles.outcome}>
        {closed && <p role={apply.isError ? 'alert' : undefined}>{t('apply.closed')}</p>}
        {apply.isSuccess && <p role="status">{t('apply.sent')}</p>}
        {apply.isError && !closed && (
          <p role="alert" className={styles.alert}>
            {t(applyErrorKey(apply.error))}
          </p>
        )}
      </div>
      <Modal open={asking} onClose={closedDialog} title={t('apply.confirmTitle', { position: vacancy.position })}>
        <p>{t('apply.confirmText', { school: vacancy.schoolName })}</p>
        <div className="button-row">
          <button type="button" className="button" disabled={apply.isPending} onClick={() => void confirm()}>
            {apply.isPending ? t('apply.sending') : t('apply.confirm')}
          </button>
          <button type="button" className="button button-secondary" onClick={() => setAsking(false)}>
            {t('apply.notNow')}
          </button>
        </div>
      </Modal>
    </aside>
  );
}

/**
 * Checklist is the requirements checklist of an open vacancy, ticked from the teacher's documents,
 * and whether they may apply, with what to fix first when not.
 */
function Checklist({ eligibility, fix }: { eligibility: Eligibility; fix: ProfileFix }) {
  const { t } = useTranslation('jobs');
  const firstMissing = eligibility.missing[0];
  return (
    <>
      <h3 id="apply-checklist">{t('apply.checklist')}</h3>
      <ul aria-labelledby="apply-checklist" className={styles.checklist}>
        {CHECKLIST.map((item) => {
          const done = eligibility.checklist[item];
          return (
            <li key={item} className={done ? styles.done : styles.todo}>
              <span aria-hidden="true">{done ? '✓' : '✗'}</span> {t(`apply.items.${item}`)}
              <span className="visually-hidden"> ({t(done ? 'apply.done' : 'apply.missing')})</span>
            </li>
          );
        })}
      </ul>
      {eligibility.eligible ? (
        <p className={styles.eligible}>{t('apply.eligible')}</p>
      ) : (
        <>
          <p id="apply-incomplete" className={styles.incomplete}>
            {t('apply.incomplete')}
          </p>
          {fix.list(eligibility.missing, 'apply-incomplete')}
          <Link to={firstMissing ? fix.href(firstMissing) : '/teacher/profile'} className="button button-secondary">
            {t('apply.updateProfile')}
          </Link>
        </>
      )}
    </>
  );
}

/**
 * certificateLacking names the certificate a vacancy asks for when the teacher's score counts it
 * as missing (its certification reason did not match), or null. The checklist asks only for her
 * certificate files, never for this one, so a complete checklist beside a low score needs saying.
 */
function certificateLacking(vacancy: VacancyDetail): Exclude<Certification, 'none'> | null {
  const reason = vacancy.reasons?.find(({ factor }) => factor === 'certification');
  if (!reason || reason.matched || vacancy.requiredCertification === 'none') return null;
  return vacancy.requiredCertification;
}

/**
 * cannotHire tells whether the teacher's score counts the vacancy as unable to hire her: it is only
 * for teachers already authorized to work in the U.S., and she needs a visa sponsored (docs/api.md
 * "Know before you go"). Her checklist does not show it, so a low score beside it needs saying.
 */
function cannotHire(vacancy: VacancyDetail): boolean {
  return vacancy.reasons?.some(({ factor, matched }) => factor === 'eligibility' && !matched) ?? false;
}

/** applyErrorKey names the text for a refused application (docs/api.md: 422, 403, 409); a 410 says the vacancy closed. */
function applyErrorKey(error: Error) {
  if (!(error instanceof ApiError)) return 'apply.errors.server';
  switch (error.code) {
    case 'profile_incomplete':
      return 'apply.errors.incomplete';
    case 'conflict':
      return 'apply.errors.conflict';
    case 'email_unverified':
      return 'apply.errors.unverified';
  }
  return 'apply.errors.server';
}
