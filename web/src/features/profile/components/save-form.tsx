import { useState, type FormEvent, type Ref } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import fieldStyles from '@/components/form-field.module.css';
import { useKitForm, type KitFormOptions } from '@/components/form/use-kit-form';
import { ApiError } from '@/lib/api-client';
import styles from './profile.module.css';

/** SaveAlert is a message of the `alerts` group of the `profile` texts. */
export type SaveAlert = 'required' | 'invalid' | 'network' | 'server' | 'csrf' | 'rateLimited';

/** alertOf explains a refused save from the answer's code, never its English message. */
function alertOf(error: unknown): SaveAlert {
  if (!(error instanceof ApiError)) return 'network';
  if (error.code === 'validation_failed') return Object.values(error.fields).includes('required') ? 'required' : 'invalid';
  if (error.code === 'csrf' || error.code === 'rate_limited') return error.code === 'csrf' ? 'csrf' : 'rateLimited';
  return 'server';
}

/**
 * useSaveForm is what the profile's forms share: the kit's form (useKitForm) with the profile
 * texts' alerts, and a "saved" state from a successful save until the next attempt.
 */
export function useSaveForm<Values extends FieldValues>({ send, ...options }: Omit<KitFormOptions<Values, SaveAlert>, 'alertOf'>) {
  const [saved, setSaved] = useState(false);
  const kit = useKitForm<Values, SaveAlert>({
    ...options,
    alertOf,
    send: async (values) => {
      await send(values);
      kit.form.reset(values);
      setSaved(true);
    },
  });
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setSaved(false);
    kit.onSubmit(event);
  }
  return { ...kit, onSubmit, saved };
}

type Props = {
  /** The alert of the last failed attempt (useSaveForm); a new attempt renders a new one. */
  alert: { key: SaveAlert; attempt: number } | null;
  busy: boolean;
  /** The text announced once the values are saved, until the next attempt. */
  savedText: string | false;
  submitRef: Ref<HTMLButtonElement>;
  label: string;
};

/**
 * SaveEnd is the end of the profile's forms: why the last attempt failed, the Save button
 * ("Saving…" while it works) and, in a status region that stays in place, that it worked.
 */
export function SaveEnd({ alert, busy, savedText, submitRef, label }: Props) {
  const { t } = useTranslation('profile');
  return (
    <div className={styles.end}>
      {alert && (
        <p key={alert.attempt} role="alert" className={styles.alert}>
          {t(`alerts.${alert.key}`)}
        </p>
      )}
      <button ref={submitRef} type="submit" className={`button ${fieldStyles.submit}`} disabled={busy}>
        {busy ? t('saving') : label}
      </button>
      <p role="status" className={styles.saved}>
        {savedText || ''}
      </p>
    </div>
  );
}
