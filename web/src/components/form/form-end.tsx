import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { AppButton } from '@/components/app-button';
import fieldStyles from '@/components/form-field.module.css';
import { useApiText } from '@/lib/api-errors';
import type { FormAlert } from './use-api-form';
import styles from './form-end.module.css';

type Props = {
  /** The alert of the last failed attempt (useApiForm); a new attempt renders a new one, read out again. */
  alert: FormAlert | null;
  busy: boolean;
  submitRef?: Ref<HTMLButtonElement>;
  label: string;
  busyLabel: string;
  /** What a successful attempt did, announced in a status region that stays in place. */
  doneText?: string | false;
  /** onCancel, when given, adds a Cancel button (a form in a dialog). */
  onCancel?: () => void;
  /** Classes of the end's box, for the form's layout. */
  className?: string;
};

/**
 * FormEnd ends every form: why the last attempt failed, the submit button (its busy label while
 * the form is sent, disabled until the app runs), an optional Cancel, and what the form did. In a
 * form laid out in columns it spans them all.
 */
export function FormEnd({ alert, busy, submitRef, label, busyLabel, doneText, onCancel, className }: Props) {
  const { t } = useTranslation('common');
  const say = useApiText();
  return (
    <div className={className ? `${styles.end} ${className}` : styles.end}>
      {alert && (
        <div key={alert.attempt} role="alert" className={styles.alert}>
          {alert.texts.map((text) => (
            <p key={text}>{say(text)}</p>
          ))}
        </div>
      )}
      <div className={styles.buttons}>
        <AppButton ref={submitRef} type="submit" className={`button ${fieldStyles.submit}`} disabled={busy}>
          {busy ? busyLabel : label}
        </AppButton>
        {onCancel && (
          <button type="button" className="button button-secondary" onClick={onCancel}>
            {t('cancel')}
          </button>
        )}
      </div>
      {doneText !== undefined && (
        <p role="status" className={doneText ? styles.done : styles.quiet}>
          {doneText || ''}
        </p>
      )}
    </div>
  );
}
