import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { useResendVerification } from '../api/resend-verification';
import styles from './account-form.module.css';
import { ME } from './require-user';

/**
 * ConfirmEmailToApply stands where a teacher whose address is not confirmed would apply: it says
 * why they cannot yet, and sends the confirmation link again on request (a few times an hour).
 * The link is usually followed in another tab: coming back here asks again who is signed in, so
 * Apply now shows as soon as the address is confirmed.
 */
export function ConfirmEmailToApply({ email }: { email: string }) {
  const { t } = useTranslation('account');
  const resend = useResendVerification();
  useEffect(() => {
    const recheck = () => void queryClient.invalidateQueries({ queryKey: ME });
    window.addEventListener('focus', recheck);
    return () => window.removeEventListener('focus', recheck);
  }, []);
  const tooMany = resend.error instanceof ApiError && resend.error.status === 429;
  return (
    <div className={styles.confirmToApply}>
      <p className={styles.alert}>{t('confirmToApply.title')}</p>
      <p>{t('confirmToApply.text', { email })}</p>
      <button type="button" className="button" disabled={resend.isPending} onClick={() => resend.mutate()}>
        {resend.isPending ? t('confirmToApply.sending') : t('confirmToApply.resend')}
      </button>
      <div aria-live="polite">
        {resend.isSuccess && <p className={styles.done}>{t('confirmToApply.sent', { email })}</p>}
        {resend.isError && (
          <p role="alert" className={styles.alert}>
            {t(tooMany ? 'confirmToApply.tooMany' : 'confirmToApply.failed')}
          </p>
        )}
      </div>
    </div>
  );
}
