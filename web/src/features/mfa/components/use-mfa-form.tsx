import type { Ref } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import fieldStyles from '@/components/form-field.module.css';
import { errorMessage } from '@/components/form/form-errors';
import { useKitForm, type KitAlert, type KitFormOptions } from '@/components/form/use-kit-form';
import { alertKey, codeAsField, fieldKey, type AlertKey } from './mfa-errors';
import styles from './mfa.module.css';

/**
 * useMfaForm is the kit's form (useKitForm) with the `mfa` texts' alerts and field messages; a
 * refused code is shown on the form's `code` field.
 */
export function useMfaForm<Values extends FieldValues>(options: Omit<KitFormOptions<Values, AlertKey>, 'alertOf'>) {
  const { t } = useTranslation('mfa');
  const kit = useKitForm({
    ...options,
    send: (values) => options.send(values).catch((error: unknown) => Promise.reject(codeAsField(error))),
    alertOf: alertKey,
  });

  /** errorOf is the message a field shows now, in the visitor's language. */
  const errorOf = (name: FieldPath<Values>) =>
    errorMessage(kit.form.formState.errors, name, (field, code) => t(`fields.${fieldKey(field, code)}`));

  return { ...kit, errorOf };
}

type EndProps = {
  alert: KitAlert<AlertKey> | null;
  busy: boolean;
  submitRef: Ref<HTMLButtonElement>;
  label: string;
  busyLabel: string;
};

/** MfaFormEnd ends each form of the feature: why the last attempt failed, and the submit button. */
export function MfaFormEnd({ alert, busy, submitRef, label, busyLabel }: EndProps) {
  const { t } = useTranslation('mfa');
  return (
    <>
      {alert && (
        <p key={alert.attempt} role="alert" className={styles.alert}>
          {t(`errors.${alert.key}`)}
        </p>
      )}
      <button ref={submitRef} type="submit" className={`button ${fieldStyles.submit}`} disabled={busy}>
        {busy ? busyLabel : label}
      </button>
    </>
  );
}
