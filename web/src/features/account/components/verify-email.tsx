import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { verifyEmail } from '../api/account';
import styles from './account-form.module.css';

// A token works once: the page asks the server once per token, however often React mounts it.
const attempts = new Map<string, Promise<boolean>>();

function confirmOnce(token: string): Promise<boolean> {
  let attempt = attempts.get(token);
  if (!attempt) {
    attempt = verifyEmail(token).then(
      () => true,
      () => false,
    );
    attempts.set(token, attempt);
  }
  return attempt;
}

/** VerifyEmail confirms the address with the token of the mailed link and says how it went. */
export function VerifyEmail() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [result, setResult] = useState<boolean | null>(null);
  useEffect(() => {
    let current = true;
    if (token) void confirmOnce(token).then((ok) => current && setResult(ok));
    return () => {
      current = false;
    };
  }, [token]);

  const state = !token ? false : result;
  return (
    <div className={`panel ${styles.box}`} aria-live="polite">
      {state === null && <p>{t('verify.checking')}</p>}
      {state === true && <p className={styles.done}>{t('verify.done')}</p>}
      {state === false && <p className={styles.alert}>{t('verify.failed')}</p>}
      {state !== null && (
        <Link to="/user/login" className="button">
          {t('verify.continue')}
        </Link>
      )}
    </div>
  );
}
