import type { ComponentProps } from 'react';
import styles from '@/components/form-field.module.css';
import { useCountries } from '@/lib/countries';
import { Field, type FieldText } from './field';

/**
 * SelectOption is one choice of a select or a checkbox group: the value sent and its text, and
 * whether it cannot be chosen now (a group that is full).
 */
export type SelectOption = { value: string; label: string; disabled?: boolean };

/**
 * SelectFieldProps are the field's texts, its options and any prop of a <select>, `ref`
 * included, so both `register(name)` and a Controller's `field` can be spread onto it.
 */
export type SelectFieldProps = FieldText &
  Omit<ComponentProps<'select'>, 'id' | 'className' | 'children'> & {
    options: readonly SelectOption[];
  };

/** SelectField is a drop-down list with a visible label, a hint and an error message. */
export function SelectField({ label, hint, error, className, options, ...select }: SelectFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <select {...select} {...control} className={styles.control}>
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** CountryFieldProps are those of SelectField, whose options are the countries. */
export type CountryFieldProps = Omit<SelectFieldProps, 'options'>;

/**
 * CountryField chooses a country by its ISO code, the names in the visitor's language (GET
 * /api/countries through `useCountries`, so it needs a QueryProvider above it). The list is
 * replaced when it arrives or the language changes: control it (a Controller, or `value`) so the
 * choice survives that. The form pre-selects DEFAULT_COUNTRY in its default values.
 */
export function CountryField({ autoComplete = 'country', ...props }: CountryFieldProps) {
  const countries = useCountries();
  const options = countries.map((country) => ({ value: country.code, label: country.name }));
  return <SelectField {...props} autoComplete={autoComplete} options={options} />;
}
