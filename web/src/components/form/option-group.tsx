import type { ComponentProps, ReactNode } from 'react';
import styles from '@/components/form-field.module.css';
import { fieldClass, useFieldMessages, type FieldText } from './field';
import type { SelectOption } from './select-field';

type Props = FieldText &
  Omit<ComponentProps<'input'>, 'id' | 'className' | 'value' | 'checked' | 'children'> & {
    type: 'checkbox' | 'radio';
    options: readonly SelectOption[];
    children?: ReactNode;
  };

/**
 * OptionGroup is what the checkbox and radio groups share: the label is the legend of a
 * fieldset, which carries the hint and the error as its description; each input is marked
 * invalid while the group is in error; children follow the choices.
 */
export function OptionGroup({ label, hint, error, className, options, children, ...input }: Props) {
  const { control, messages } = useFieldMessages(hint, error);
  return (
    <fieldset
      className={fieldClass(`${styles.field} ${styles.group}`, className)}
      aria-describedby={control['aria-describedby']}
    >
      <legend className={styles.label}>{label}</legend>
      {messages}
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option.value} className={styles.option}>
            <input {...input} value={option.value} disabled={input.disabled || option.disabled} aria-invalid={control['aria-invalid']} />
            {option.label}
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  );
}
