import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { FormEnd } from '@/components/form/form-end';
import { requiredText } from '@/components/form/form-errors';
import { PhoneField, TextField } from '@/components/form/input-fields';
import { CountryField } from '@/components/form/select-field';
import { useApiForm } from '@/components/form/use-api-form';
import { useSubscribe } from '@/features/subscribe/api/subscribe';
import type { ErrorTexts } from '@/lib/api-errors';
import { DEFAULT_COUNTRY } from '@/lib/countries';
import { toLanguage } from '@/lib/i18n';
import { QueryProvider } from '@/lib/query-client';
import { SuccessDialog } from './success-dialog';
import styles from './subscribe-form.module.css';

/** FIELDS are the sign-up form's inputs, in screen order, named as in the API. */
const FIELDS = ['firstName', 'lastName', 'email', 'contactNumber', 'country'] as const;

type Field = (typeof FIELDS)[number];

/**
 * The sign-up's own words (docs/api.md "Public forms"): a refusal lists every refused field in the
 * alert too, and a failure says the reader is not subscribed yet.
 */
const TEXTS: ErrorTexts = {
  ns: 'subscribe',
  itemize: FIELDS,
  alerts: {
    required: 'errors.required',
    invalid: 'errors.invalid',
    rateLimited: 'errors.rateLimited',
    csrf: 'errors.csrf',
    network: 'errors.network',
    server: 'errors.server',
    unavailable: 'errors.server',
    notFound: 'errors.server',
    signedOut: 'errors.server',
  },
  fields: {
    required: 'errors.required',
    'email:invalid': 'errors.emailInvalid',
    'contactNumber:invalid': 'errors.contactNumberInvalid',
    'country:invalid': 'errors.countryInvalid',
    'firstName:too_long': 'errors.firstNameTooLong',
    'lastName:too_long': 'errors.lastNameTooLong',
  },
};

// Every field is required and trimmed (docs/product.md §5); the server checks the rest.
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
 * SubscribeForm signs the reader up for the newsletter (docs/product.md §4, §5). Values are trimmed;
 * an empty field stops the form with "All fields are required". A sign-up opens a success
 * dialog and clears the form; a failure explains itself and keeps what was typed.
 *
 * It brings its own QueryProvider: it is shown on the home page too, which is no `data` route, so
 * that TanStack Query stays out of the home page's first download until the form is loaded.
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
  const [subscribed, setSubscribed] = useState(false);
  const { form, formRef, submitRef, onSubmit, busy, alert, errorOf } = useApiForm<Values>({
    schema,
    defaultValues: EMPTY,
    fields: FIELDS,
    texts: TEXTS,
    send: async (values) => {
      await mutation.mutateAsync({ ...values, language: toLanguage(i18n.resolvedLanguage) });
      form.reset();
      setSubscribed(true);
    },
  });
  const { register, control } = form;

  function closeDialog() {
    setSubscribed(false);
    submitRef.current?.focus();
  }

  const texts = (name: Field) => ({ label: t(`form.${name}`), required: true, error: errorOf(name) });

  return (
    <>
      <form ref={formRef} className={styles.form} aria-label={t('form.label')} noValidate onSubmit={onSubmit}>
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
        <FormEnd
          alert={alert}
          busy={busy}
          submitRef={submitRef}
          label={t('form.submit')}
          busyLabel={t('form.submitting')}
          className={styles.end}
        />
      </form>
      <SuccessDialog open={subscribed} onClose={closeDialog} />
    </>
  );
}
