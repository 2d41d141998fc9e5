import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '@/components/form-field.module.css';
import { Field, type FieldText } from './field';
import { useTextLimit } from './text-limit';

// The fields drawn as one <input> or <textarea>. Each takes any prop of its element, `ref`
// included, so react-hook-form's `register(name)` can be spread onto it.

type InputProps = Omit<ComponentProps<'input'>, 'id' | 'className' | 'type'>;

/** TextFieldProps are the field's texts, the props of an <input> and its text-like type. */
export type TextFieldProps = FieldText &
  InputProps & {
    type?: 'text' | 'email' | 'url' | 'password' | 'search' | 'tel' | 'number';
  };

/** InputField draws the one <input> of the date and file fields below, of the given type. */
function InputField({ label, hint, error, className, type, ...input }: FieldText & InputProps & { type: string }) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => <input {...input} {...control} type={type} className={styles.control} />}
    </Field>
  );
}

/**
 * TextField is a one-line input with a visible label, a hint and an error message. A `maxLength`
 * longer than a format's is counted under the input, never cut (useTextLimit).
 */
export function TextField({ label, hint, error, className, type = 'text', maxLength, ref, onChange, ...input }: TextFieldProps) {
  const limit = useTextLimit({ maxLength, ref, onChange });
  return (
    <Field label={label} hint={hint} error={error} className={className} counter={limit.counter}>
      {(control) => <input {...input} {...limit.props} {...control} type={type} className={styles.control} />}
    </Field>
  );
}

/** TextAreaFieldProps are the field's texts and the props of a <textarea>. */
export type TextAreaFieldProps = FieldText & Omit<ComponentProps<'textarea'>, 'id' | 'className'>;

/**
 * TextAreaField is a multi-line text box (seven lines unless told), laid out as TextField, its
 * `maxLength` counted in the same way.
 */
export function TextAreaField({ label, hint, error, className, rows = 7, maxLength, ref, onChange, ...textarea }: TextAreaFieldProps) {
  const limit = useTextLimit({ maxLength, ref, onChange });
  return (
    <Field label={label} hint={hint} error={error} className={className} counter={limit.counter}>
      {(control) => <textarea {...textarea} {...limit.props} {...control} rows={rows} className={styles.control} />}
    </Field>
  );
}

/** PhoneFieldProps are those of TextField, whose type is always "tel". */
export type PhoneFieldProps = Omit<TextFieldProps, 'type'>;

/**
 * PhoneField is a telephone number input: a phone keypad on touch screens and the browser's
 * autofill of the visitor's number. The server reads the number (docs/api.md), so no format is forced.
 */
export function PhoneField({ autoComplete = 'tel', ...props }: PhoneFieldProps) {
  return <TextField {...props} type="tel" autoComplete={autoComplete} />;
}

/** DateFieldProps are the field's texts and the props of an <input>; `min` and `max` are ISO dates. */
export type DateFieldProps = FieldText & InputProps;

/**
 * DateField picks a day with the browser's date input. Its value is an ISO 8601 date
 * ("2026-11-22", as the API takes them) or "" while empty, whatever the language of the page.
 */
export function DateField(props: DateFieldProps) {
  return <InputField {...props} type="date" />;
}

/**
 * DateTimeField picks a day and a time with the browser's datetime-local input. Its value is a
 * wall time with no zone ("2027-03-15T09:00") or "" while empty: the form says, and converts to,
 * the zone it is read in.
 */
export function DateTimeField(props: DateFieldProps) {
  return <InputField {...props} type="datetime-local" />;
}

/** FileFieldProps are the field's texts and the props of an <input>, such as `accept` and `multiple`. */
export type FileFieldProps = FieldText & InputProps;

/**
 * FileField chooses one file, or several with `multiple`; with `register` the form's value is
 * the FileList chosen. `accept` narrows what the browser offers (".pdf,.doc,.docx"), but the
 * server still checks what it receives, so the hint should say what is accepted.
 */
export function FileField(props: FileFieldProps) {
  return <InputField {...props} type="file" />;
}

/** PasswordFieldProps are a TextField's props, without the type, which the field switches. */
export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/**
 * PasswordField is a password input with a button that shows or hides what was typed, so a long
 * password can be checked before it is sent.
 */
export function PasswordField({ label, hint, error, className, ...input }: PasswordFieldProps) {
  const { t } = useTranslation('common');
  const [shown, setShown] = useState(false);
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <div className={styles.password}>
          <input {...input} {...control} type={shown ? 'text' : 'password'} className={styles.control} />
          <button
            type="button"
            className={styles.reveal}
            aria-label={t('showPasswordLabel')}
            aria-pressed={shown}
            onClick={() => setShown(!shown)}
          >
            {t('showPassword')}
          </button>
        </div>
      )}
    </Field>
  );
}
