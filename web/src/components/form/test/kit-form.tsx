import { valibotResolver } from '@hookform/resolvers/valibot';
import { useRef, type FormEvent, type ReactNode } from 'react';
import { useForm, type FieldValues, type UseFormRegister } from 'react-hook-form';
import type * as v from 'valibot';
import { ApiError } from '@/lib/api-client';
import {
  errorMessage,
  errorNames,
  firstFieldControl,
  setServerErrors,
  useFocusAfterRender,
} from '../form-errors';

type Props = {
  schema: v.GenericSchema<FieldValues>;
  defaultValues: FieldValues;
  /** What each error code means, the kit's `describe` for every field. */
  messages: Record<string, string>;
  /** Called with the values of a valid submit, unless the server refuses them. */
  onValid?: (values: FieldValues) => void;
  /** An answer of the server that refuses the values of a valid submit. */
  refusal?: ApiError;
  children: (register: UseFormRegister<FieldValues>, error: (name: string) => string | undefined) => ReactNode;
};

/**
 * KitForm is a form built the way the app builds one with the kit: a valibot schema, error codes
 * turned into messages, server refusals on the fields, and the focus on the first field in error.
 */
export function KitForm({ schema, defaultValues, messages, onValid, refusal, children }: Props) {
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: valibotResolver(schema),
    defaultValues,
    shouldFocusError: false,
  });
  const form = useRef<HTMLFormElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const focusFirst = (names: string[]) => focusAfterRender(() => firstFieldControl(form.current, names));
  function save(values: FieldValues) {
    if (!refusal) return onValid?.(values);
    focusFirst(setServerErrors(refusal, setError, Object.keys(refusal.fields)));
  }
  function submit(event: FormEvent<HTMLFormElement>) {
    void handleSubmit(save, (errors) => focusFirst(errorNames(errors)))(event);
  }
  const error = (name: string) =>
    errorMessage(formState.errors, name, (_, code) => messages[code] ?? code);
  return (
    <form ref={form} noValidate onSubmit={submit}>
      {children(register, error)}
      <button type="submit">Save</button>
    </form>
  );
}

/** refusal is a 400 answer of the server that refuses the given fields with the given codes. */
export function refusal(fields: Record<string, string>) {
  return new ApiError(400, 'validation_failed', 'Please fix the fields.', fields);
}
