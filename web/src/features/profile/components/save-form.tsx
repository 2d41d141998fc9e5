import { valibotResolver } from '@hookform/resolvers/valibot';
import { useRef, useState, type FormEvent, type Ref } from 'react';
import { get, useForm, type DefaultValues, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as v from 'valibot';
import fieldStyles from '@/components/form-field.module.css';
import { errorNames, firstFieldControl, setServerErrors, useFocusAfterRender } from '@/components/form/form-errors';
import { ApiError } from '@/lib/api-client';
import styles from './profile.module.css';

/** SaveAlert is a message of the `alerts` group of the `profile` texts. */
export type SaveAlert = 'required' | 'invalid' | 'network' | 'server' | 'csrf' | 'rateLimited';

type Options<Values extends FieldValues> = {
  schema: v.GenericSchema<Values>;
  defaultValues: DefaultValues<Values>;
  /** The form's inputs in screen order, named as in the API. */
  fields: readonly FieldPath<Values>[];
  /** send saves the checked values; a rejection is explained in the form's alert and fields. */
  send: (values: Values) => Promise<unknown>;
};

/** alertOf explains a refused save from the answer's code, never its English message. */
function alertOf(error: unknown): SaveAlert {
  if (!(error instanceof ApiError)) return 'network';
  if (error.code === 'validation_failed') return Object.values(error.fields).includes('required') ? 'required' : 'invalid';
  if (error.code === 'csrf' || error.code === 'rate_limited') return error.code === 'csrf' ? 'csrf' : 'rateLimited';
  return 'server';
}

/**
 * useSaveForm is what the profile's forms share: the schema's checks, one save at a time, a
 * "saved" state until the next change, and on failure an alert, the server's field codes on
 * their fields and the focus on the first field in error (or back on the button).
 */
export function useSaveForm<Values extends FieldValues>({ schema, defaultValues, fields, send }: Options<Values>) {
  const form = useForm<Values>({ resolver: valibotResolver(schema), defaultValues, shouldFocusError: false });
  // Each failed attempt renders a new alert, so the same message is announced again.
  const [alert, setAlert] = useState<{ key: SaveAlert; attempt: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useFocusAfterRender();

  function fail(key: SaveAlert, names: string[]) {
    setAlert((current) => ({ key, attempt: (current?.attempt ?? 0) + 1 }));
    focusAfterRender(
      () =>
        firstFieldControl(formRef.current, names) ??
        (document.activeElement === document.body ? submitRef.current : null),
    );
  }

  async function run(values: Values) {
    if (busy) return;
    setAlert(null);
    setSaved(false);
    setBusy(true);
    try {
      await send(values);
      form.reset(values);
      setSaved(true);
    } catch (error) {
      fail(alertOf(error), setServerErrors(error, form.setError, fields));
    } finally {
      setBusy(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setSaved(false);
    void form.handleSubmit(run, (errors) => {
      const names = errorNames(errors);
      const blank = names.some((name) => (get(errors, name) as { message?: string } | undefined)?.message === 'required');
      fail(blank ? 'required' : 'invalid', names);
    })(event);
  }

  return { form, formRef, submitRef, onSubmit, busy, alert, saved };
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
