import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import fieldStyles from '@/components/form-field.module.css';
import type { KitAlert } from '@/components/form/use-kit-form';
import type { AlertKey } from './admin-errors';
import styles from './admin.module.css';

type Props = {
  /** The alert of the last failed attempt; a new attempt renders a new one, read out again. */
  alert: KitAlert<AlertKey> | null;
  busy: boolean;
  submitRef: Ref<HTMLButtonElement>;
  label: string;
  busyLabel: string;
  /** onCancel, when given, adds a Cancel button (a form in a dialog). */
  onCancel?: () => void;
};

/** FormEnd ends every form of the console: why the last attempt failed, the submit button, and Cancel. */
export function FormEnd({ alert, busy, submitRef, label, busyLabel, onCancel }: Props) {
  const { t } = useTranslation('admin');
  return (
    <>
      {alert && (
        <p key={alert.attempt} role="alert" className={`${styles.alert} ${styles.wide}`}>
          {t(`alerts.${alert.key}`)}
        </p>
      )}
      <div className={styles.formEnd}>
        <button ref={submitRef} type="submit" className={`button ${fieldStyles.submit}`} disabled={busy}>
          {busy ? busyLabel : label}
        </button>
        {onCancel && (
          <button type="button" className="button button-secondary" onClick={onCancel}>
            {t('common.cancel')}
          </button>
        )}
      </div>
    </>
  );
}
