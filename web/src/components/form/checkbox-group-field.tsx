import type { ComponentProps } from 'react';
import type { FieldText } from './field';
import { OptionGroup } from './option-group';
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
 * CheckboxGroupField lets the visitor tick any number of options (see OptionGroup); the form's
 * value is the array of the values ticked.
 */
export function CheckboxGroupField(props: CheckboxGroupFieldProps) {
  return <OptionGroup {...props} type="checkbox" />;
}
