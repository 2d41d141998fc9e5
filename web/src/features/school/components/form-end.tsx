import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import fieldStyles from '@/components/form-field.module.css';
import { ApiError } from '@/lib/api-client';
import styles from './school.module.css';

/** FormAlert is a message of the `alerts` group of the `school` texts. */
export type FormAlert = 'required' | 'invalid' | 'network' | 'server' | 'csrf' | 'rateLimited' | 'notFound';

/** alertOf explains a refused request from the answer's code, never its English message. */
export function alertOf(error: unknown): FormAlert {
  if (!(error instanceof ApiError)) return 'network';
  if (error.code === 'validation_failed') return Object.values(error.fields).includes('required') ? 'required' : 'invalid';
  if (error.code === 'csrf') return 'csrf';
  if (error.code === 'rate_limited') return 'rateLimited';
  if (error.status === 404) return 'notFound';
  return 'server';
}

type Props = {
  /** The alert of the last failed attempt (useKitForm); a new attempt renders a new one. */
  alert: { key: FormAlert; attempt: number } | null;
  busy: boolean;
  submitRef: Ref<HTMLButtonElement>;
  label: string;
  busyLabel: string;
};

/** FormEnd is the end of the portal's forms: why the last attempt failed, and the submit button. */
export function FormEnd({ alert, busy, submitRef, label, busyLabel }: Props) {
  const { t } = useTranslation('school');
  return (
    <div className={styles.formEnd}>
      {alert && (
        <p key={alert.attempt} role="alert" className={styles.alert}>
          {t(`alerts.${alert.key}`)}
        </p>
      )}
      <button ref={submitRef} type="submit" className={`button ${fieldStyles.submit}`} disabled={busy}>
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}
