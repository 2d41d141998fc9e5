import type { ComponentProps } from 'react';
import styles from '@/components/form-field.module.css';
import { fieldClass, useFieldMessages, type FieldText } from './field';

/** CheckboxFieldProps are the field's texts and the props of its <input>, `ref` included, for `register(name)`. */
export type CheckboxFieldProps = FieldText & Omit<ComponentProps<'input'>, 'id' | 'className' | 'type'>;

/**
 * CheckboxField is one checkbox with its label beside it, such as a setting to turn on or a
 * statement to confirm; its hint and error are above it and read out with it.
 */
export function CheckboxField({ label, hint, error, className, ...input }: CheckboxFieldProps) {
  const { control, messages } = useFieldMessages(hint, error);
  return (
    <div className={fieldClass(styles.field, className)}>
      {messages}
      <label className={styles.option}>
        <input {...input} {...control} type="checkbox" />
        {label}
      </label>
    </div>
  );
}
