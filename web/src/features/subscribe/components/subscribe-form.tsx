import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import fieldStyles from '@/components/form-field.module.css';
import { useSubscribe } from '@/features/subscribe/api/subscribe';
import { DEFAULT_COUNTRY, useCountries } from '@/lib/countries';
import { QueryProvider } from '@/lib/query-client';
import { FIELDS, requiredError, toFormErrors, type Field, type FormError } from './form-errors';
import { SuccessDialog } from './success-dialog';
import styles from './subscribe-form.module.css';

type Values = Record<Field, string>;

const EMPTY: Values = {
  firstName: '',
  lastName: '',
  email: '',
  contactNumber: '',
  country: DEFAULT_COUNTRY,
};

/** The text inputs, in screen order; the country select follows them. */
const TEXT_INPUTS = [
  { name: 'firstName', type: 'text', autoComplete: 'given-name', maxLength: 100 },
  { name: 'lastName', type: 'text', autoComplete: 'family-name', maxLength: 100 },
  { name: 'email', type: 'email', autoComplete: 'email', wide: true },
  { name: 'contactNumber', type: 'tel', autoComplete: 'tel' },
] as const;

function trimmed(values: Values): Values {
  return Object.fromEntries(FIELDS.map((name) => [name, values[name].trim()])) as Values;
}

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
  const countries = useCountries();
  const mutation = useSubscribe();
  const id = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FormError[]>([]);
  // Each failed attempt renders a new alert, so the same message is announced again.
  const [attempt, setAttempt] = useState(0);
  const [subscribed, setSubscribed] = useState(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | HTMLSelectElement | null>>>({});
  const submitButton = useRef<HTMLButtonElement>(null);
  const busy = mutation.isPending;

  useEffect(() => {
    if (errors.length === 0) return;
    const first = FIELDS.find((name) => errors.some((error) => error.fields.includes(name)));
    if (first) inputs.current[first]?.focus();
    // The busy button lost the focus while disabled: give it back.
    else if (document.activeElement === document.body) submitButton.current?.focus();
  }, [errors]);

  function fail(next: FormError[]) {
    setErrors(next);
    setAttempt((n) => n + 1);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const data = trimmed(values);
    const missing = FIELDS.filter((name) => !data[name]);
    if (missing.length > 0) {
      fail(requiredError(missing));
      return;
    }
    setErrors([]);
    mutation.mutate(
      { ...data, language: i18n.resolvedLanguage ?? 'en' },
      {
        onSuccess: () => {
          setValues(EMPTY);
          setSubscribed(true);
        },
        onError: (error) => fail(toFormErrors(error)),
      },
    );
  }

  function closeDialog() {
    setSubscribed(false);
    submitButton.current?.focus();
  }

  const errorId = (index: number) => `${id}-error-${index}`;
  function describedBy(name: Field, hint?: string) {
    const ids = errors.map((error, index) => (error.fields.includes(name) ? errorId(index) : ''));
    return [hint, ...ids].filter(Boolean).join(' ') || undefined;
  }
  const invalid = (name: Field) => errors.some((error) => error.fields.includes(name)) || undefined;
  const change = (name: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  return (
    <>
      <form className={styles.form} aria-label={t('form.label')} noValidate onSubmit={submit}>
        <p className={styles.note}>{t('form.note')}</p>
        <div className={styles.grid}>
          {TEXT_INPUTS.map((input) => {
            const hint = input.name === 'contactNumber' ? `${id}-hint` : undefined;
            return (
              <div
                key={input.name}
                className={'wide' in input ? `${styles.field} ${styles.wide}` : styles.field}
              >
                <label htmlFor={`${id}-${input.name}`} className={fieldStyles.label}>{t(`form.${input.name}`)}</label>
                <input
                  ref={(element) => {
                    inputs.current[input.name] = element;
                  }}
                  id={`${id}-${input.name}`}
                  name={input.name}
                  className={fieldStyles.control}
                  type={input.type}
                  autoComplete={input.autoComplete}
                  maxLength={'maxLength' in input ? input.maxLength : undefined}
                  required
                  value={values[input.name]}
                  onChange={change(input.name)}
                  aria-invalid={invalid(input.name)}
                  aria-describedby={describedBy(input.name, hint)}
                />
                {hint && (
                  <p id={hint} className={`${fieldStyles.hint} ${styles.hint}`}>
                    {t('form.contactNumberHint')}
                  </p>
                )}
              </div>
            );
          })}
          <div className={styles.field}>
            <label htmlFor={`${id}-country`} className={fieldStyles.label}>{t('form.country')}</label>
            <select
              ref={(element) => {
                inputs.current.country = element;
              }}
              id={`${id}-country`}
              name="country"
              className={fieldStyles.control}
              autoComplete="country"
              required
              value={values.country}
              onChange={change('country')}
              aria-invalid={invalid('country')}
              aria-describedby={describedBy('country')}
            >
              {countries.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </select>
          </div>
        </div>
        {errors.length > 0 && (
          <div key={attempt} role="alert" className={styles.alert}>
            {errors.map((error, index) => (
              <p key={errorId(index)} id={errorId(index)}>
                {t(`errors.${error.key}`)}
              </p>
            ))}
          </div>
        )}
        <button
          ref={submitButton}
          type="submit"
          className={`button ${fieldStyles.submit} ${styles.submit}`}
          disabled={busy}
        >
          {busy ? t('form.submitting') : t('form.submit')}
        </button>
      </form>
      <SuccessDialog open={subscribed} onClose={closeDialog} />
    </>
  );
}
