import { valibotResolver } from '@hookform/resolvers/valibot';
import { useRef, useState, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { AppButton } from '@/components/app-button';
import fieldStyles from '@/components/form-field.module.css';
import {
  errorMessage,
  errorNames,
  firstFieldControl,
  requiredText,
  setServerErrors,
  useFocusAfterRender,
} from '@/components/form/form-errors';
import { PhoneField, TextField } from '@/components/form/input-fields';
import { CountryField } from '@/components/form/select-field';
import { useSubscribe } from '@/features/subscribe/api/subscribe';
import { DEFAULT_COUNTRY } from '@/lib/countries';
import { toLanguage } from '@/lib/i18n';
import { QueryProvider } from '@/lib/query-client';
import { failureKeys, fieldErrorKey, FIELDS, type ErrorKey, type Field } from './form-errors';
import { SuccessDialog } from './success-dialog';
import styles from './subscribe-form.module.css';

// Every field is required and trimmed (SPEC.md §5); the server checks the rest.
const schema = v.object({
  firstName: requiredText(),
  lastName: requiredText(),
  email: requiredText(),
  contactNumber: requiredText(),
  country: requiredText(),
});

type Values = v.InferInput<typeof schema>;

const EMPTY: Values = {
  firstName: '',
  lastName: '',
  email: '',
  contactNumber: '',
  country: DEFAULT_COUNTRY,
};

/**
 * SubscribeForm signs the reader up for the newsletter (SPEC.md §4, §5). Values are trimmed;
 * an empty field stops the form with "All fields are required". A sign-up opens a success
 * dialog and clears the form; a failure explains itself and keeps what was typed.
 */
export function SubscribeForm() {
  return (
    <QueryProvider>
      <SubscribeFormFields />
    </QueryProvider>
  );
}

function SubscribeFormFields() {
  const { t, i18n } = useTranslation('subscribe');
  const mutation = useSubscribe();
  const { register, control, handleSubmit, reset, setError, formState } = useForm<Values>({
    resolver: valibotResolver(schema),
    defaultValues: EMPTY,
    shouldFocusError: false,
  });
  // Each failed attempt renders a new alert, so the same message is announced again.
  const [alert, setAlert] = useState<{ keys: ErrorKey[]; attempt: number } | null>(null);
  const [subscribed, setSubscribed] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const busy = mutation.isPending;

  function fail(keys: ErrorKey[], fields: string[]) {
    setAlert((current) => ({ keys, attempt: (current?.attempt ?? 0) + 1 }));
    focusAfterRender(
      () =>
        firstFieldControl(form.current, fields) ??
        // The busy button lost the focus while disabled: give it back.
        (document.activeElement === document.body ? submitButton.current : null),
    );
  }

  function signUp(values: Values) {
    if (busy) return;
    setAlert(null);
    mutation.mutate(
      { ...values, language: toLanguage(i18n.resolvedLanguage) },
      {
        onSuccess: () => {
          reset();
          setSubscribed(true);
        },
        onError: (error) => fail(failureKeys(error), setServerErrors(error, setError, FIELDS)),
      },
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    void handleSubmit(signUp, (errors) => fail(['required'], errorNames(errors)))(event);
  }

  function closeDialog() {
    setSubscribed(false);
    submitButton.current?.focus();
  }

  const describe = (name: Field, code: string) => t(`errors.${fieldErrorKey(name, code)}`);
  const texts = (name: Field) => ({
    label: t(`form.${name}`),
    required: true,
    error: errorMessage(formState.errors, name, describe),
  });

  return (
    <>
      <form ref={form} className={styles.form} aria-label={t('form.label')} noValidate onSubmit={submit}>
        <p className={styles.note}>{t('form.note')}</p>
        <div className={styles.grid}>
          <TextField
            {...texts('firstName')}
            {...register('firstName')}
            autoComplete="given-name"
            maxLength={100}
          />
          <TextField
            {...texts('lastName')}
            {...register('lastName')}
            autoComplete="family-name"
            maxLength={100}
          />
          <TextField
            {...texts('email')}
            {...register('email')}
            type="email"
            autoComplete="email"
            className={styles.wide}
          />
          <PhoneField
            {...texts('contactNumber')}
            {...register('contactNumber')}
            hint={t('form.contactNumberHint')}
          />
          {/* Controlled: the choice must survive the list being replaced (see CountryField). */}
          <Controller
            name="country"
            control={control}
            render={({ field }) => <CountryField {...texts('country')} {...field} />}
          />
        </div>
        {alert && (
          <div key={alert.attempt} role="alert" className={styles.alert}>
            {alert.keys.map((key) => (
              <p key={key}>{t(`errors.${key}`)}</p>
            ))}
          </div>
        )}
        <AppButton
          ref={submitButton}
          type="submit"
          className={`button ${fieldStyles.submit} ${styles.submit}`}
          disabled={busy}
        >
          {busy ? t('form.submitting') : t('form.submit')}
        </AppButton>
      </form>
      <SuccessDialog open={subscribed} onClose={closeDialog} />
    </>
  );
}
