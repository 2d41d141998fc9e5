import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { useSessionHint } from '@/lib/browser';
import { verifyEmail } from '../api/account';
import styles from './account-form.module.css';

/** Outcome is how following the link went: confirmed now, confirmed before, or a broken link. */
type Outcome = 'done' | 'already' | 'failed';

// A token works once: the page asks the server once per token, however often React mounts it.
const attempts = new Map<string, Promise<Outcome>>();

function confirmOnce(token: string): Promise<Outcome> {
  let attempt = attempts.get(token);
  if (!attempt) {
    attempt = verifyEmail(token).then(
      (): Outcome => 'done',
      // A used or replaced link of an address confirmed since is a conflict (docs/api.md "Conventions").
      (error: unknown): Outcome => (error instanceof ApiError && error.code === 'conflict' ? 'already' : 'failed'),
    );
    attempts.set(token, attempt);
  }
  return attempt;
}

/**
 * VerifyEmail confirms the address with the token of the mailed link and says how it went. A link
 * followed again once the address is confirmed says so, with the next step: the dashboard for
 * someone signed in in this browser, else the login.
 */
export function VerifyEmail() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const signedIn = useSessionHint();
  const token = params.get('token') ?? '';
  const [result, setResult] = useState<Outcome | null>(null);
  useEffect(() => {
    let current = true;
    if (token) void confirmOnce(token).then((outcome) => current && setResult(outcome));
    return () => {
      current = false;
    };
  }, [token]);

  const state = !token ? 'failed' : result;
  // Only teachers register, so only they are asked to confirm an address.
  const next =
    state === 'already' && signedIn
      ? ({ to: '/teacher/dashboard', label: 'verify.dashboard' } as const)
      : ({ to: '/user/login', label: state === 'already' ? 'verify.login' : 'verify.continue' } as const);
  return (
    <div className={`panel ${styles.box}`} aria-live="polite">
      {state === null && <p>{t('verify.checking')}</p>}
      {state === 'done' && <p className={styles.done}>{t('verify.done')}</p>}
      {state === 'already' && <p className={styles.done}>{t('verify.already')}</p>}
      {state === 'failed' && <p className={styles.alert}>{t('verify.failed')}</p>}
      {state !== null && (
        <Link to={next.to} className="button">
          {t(next.label)}
        </Link>
      )}
    </div>
  );
}
