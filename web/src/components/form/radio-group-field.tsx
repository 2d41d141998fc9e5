import type { ComponentProps, ReactNode } from 'react';
import type { FieldText } from './field';
import { OptionGroup } from './option-group';
import type { SelectOption } from './select-field';

/**
 * RadioGroupFieldProps are the group's texts, its options and the props every radio button
 * gets, `ref` included: spread `register(name)` and the form's value is the value chosen.
 */
export type RadioGroupFieldProps = FieldText &
  Omit<ComponentProps<'input'>, 'id' | 'className' | 'type' | 'value' | 'checked' | 'children'> & {
    options: readonly SelectOption[];
    /** What belongs to the question after its choices, such as the follow-ups of the answer. */
    children?: ReactNode;
  };

/**
 * RadioGroupField lets the visitor choose one option, such as Yes or No (see OptionGroup).
 */
export function RadioGroupField(props: RadioGroupFieldProps) {
  return <OptionGroup {...props} type="radio" />;
}
