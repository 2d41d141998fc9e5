import { useId } from 'react';
import fieldStyles from '@/components/form-field.module.css';
import styles from './contact-form.module.css';

type Props = {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  autoComplete: string;
  type?: 'text' | 'email' | 'tel';
  /** A textarea instead of a one-line input. */
  multiline?: boolean;
  /** A short help text shown under the label. */
  hint?: string;
  /** What is wrong with the value; marks the field invalid. */
  error?: string;
  /** Lets the field take the whole width of the form. */
  wide?: boolean;
};

/**
 * TextField is a required input (or textarea) with a visible label. Its hint and error are tied
 * to it with aria-describedby, so screen readers read them with the field.
 */
export function TextField({ label, hint, error, multiline, wide, onChange, type = 'text', ...input }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ');
  const control = {
    ...input,
    id,
    required: true,
    className: `${fieldStyles.control} ${styles.input}`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
  return (
    <div className={wide ? `${styles.field} ${styles.wide}` : styles.field}>
      <label htmlFor={id} className={`${fieldStyles.label} ${styles.label}`}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={`${fieldStyles.hint} ${styles.hint}`}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
      {multiline ? (
        <textarea {...control} rows={7} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...control} type={type} onChange={(event) => onChange(event.target.value)} />
      )}
    </div>
  );
}
