import type { ComponentProps } from 'react';
import styles from '@/components/form-field.module.css';
import { fieldClass, useFieldMessages, type FieldText } from './field';
import type { SelectOption } from './select-field';

/**
 * CheckboxGroupFieldProps are the group's texts, its options and the props every checkbox
 * gets, `ref` included: spread `register(name)` and the form's value is the array of the values
 * ticked. (No `required`: on a checkbox it would require that very box.)
 */
export type CheckboxGroupFieldProps = FieldText &
  Omit<ComponentProps<'input'>, 'id' | 'className' | 'type' | 'value' | 'checked' | 'required'> & {
    options: readonly SelectOption[];
  };

/**
 * CheckboxGroupField lets the visitor tick any number of options. The label is the legend of
 * a fieldset, which carries the hint and the error as its description; each box is marked
 * invalid while the group is in error.
 */
export function CheckboxGroupField({
  label,
  hint,
  error,
  className,
  options,
  ...checkbox
}: CheckboxGroupFieldProps) {
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
            <input
              {...checkbox}
              type="checkbox"
              value={option.value}
              aria-invalid={control['aria-invalid']}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
