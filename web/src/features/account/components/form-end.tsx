import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import fieldStyles from '@/components/form-field.module.css';
import type { ErrorKey } from './account-errors';
import styles from './account-form.module.css';

type Props = {
  /** The alert of the last failed attempt (useAccountForm); a new attempt renders a new one. */
  alert: { key: ErrorKey; attempt: number } | null;
  busy: boolean;
  submitRef: Ref<HTMLButtonElement>;
  label: string;
  busyLabel: string;
  /** wide spans the alert across a form laid out in columns. */
  wide?: boolean;
};

/** FormEnd is the end every account form shares: why the last attempt failed, and the submit button. */
export function FormEnd({ alert, busy, submitRef, label, busyLabel, wide }: Props) {
  const { t } = useTranslation('account');
  return (
    <>
      {alert && (
        <p key={alert.attempt} role="alert" className={wide ? `${styles.alert} ${styles.wide}` : styles.alert}>
          {t(`errors.${alert.key}`)}
        </p>
      )}
      <button ref={submitRef} type="submit" className={`button ${fieldStyles.submit}`} disabled={busy}>
        {busy ? busyLabel : label}
      </button>
    </>
  );
}
