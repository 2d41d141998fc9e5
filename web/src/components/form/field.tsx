import { useId, type ReactNode } from 'react';
import styles from '@/components/form-field.module.css';

/**
 * FieldText is what every field of the kit shows around its control. The error is a message in
 * the visitor's language (see `errorMessage` in form-errors.ts); while it is set, the control is
 * marked invalid and the message is read out with it.
 */
export type FieldText = {
  /** The visible label, bound to the control (the legend of a group). */
  label: ReactNode;
  /** A short help text, shown under the label and read out with the control. */
  hint?: ReactNode;
  /** What is wrong with the value, in the visitor's language. */
  error?: string;
  /** Classes of the field's box, for the form's layout. */
  className?: string;
};

/** FieldCounter is what a counted text field (useTextLimit) shows under its control. */
export type FieldCounter = {
  /** The counter's id, read out with the control. */
  id: string;
  node: ReactNode;
  /** The text is over its limit: the control is marked invalid as with an error. */
  over: boolean;
};

/** ControlProps tie a control to its label, hint and error. */
export type ControlProps = {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

/**
 * useFieldMessages gives a field's hint and error their ids, and returns the ARIA state of its
 * control with the two messages to render: hint first, then error, as on screen. A counter's
 * (which the field draws under its control) is read out after them.
 */
export function useFieldMessages(hint: ReactNode, error: string | undefined, counter?: FieldCounter | null) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : '', counter?.id ?? ''].filter(Boolean).join(' ');
  const control: ControlProps = {
    id,
    'aria-invalid': error || counter?.over ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
  const messages = (
    <>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </>
  );
  return { control, messages };
}

/** fieldClass joins the kit's field class with the form's own layout classes. */
export function fieldClass(base: string, extra?: string) {
  return extra ? `${base} ${extra}` : base;
}

type FieldProps = FieldText & {
  /** A text field's counter (useTextLimit), under the control. */
  counter?: FieldCounter | null;
  /** Draws the control with the props that tie it to the label and messages. */
  children: (control: ControlProps) => ReactNode;
};

/**
 * Field lays out one control: a visible label bound to it, then its hint, its error and the
 * control itself. The error sits above the control, where it stays in view while typing.
 */
export function Field({ label, hint, error, className, counter, children }: FieldProps) {
  const { control, messages } = useFieldMessages(hint, error, counter);
  return (
    <div className={fieldClass(styles.field, className)}>
      <label htmlFor={control.id} className={styles.label}>
        {label}
      </label>
      {messages}
      {children(control)}
      {counter?.node}
    </div>
  );
}
