import { valibotResolver } from '@hookform/resolvers/valibot';
import { useRef, useState, type FormEvent } from 'react';
import { get, useForm, type DefaultValues, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as v from 'valibot';
import {
  errorMessage,
  errorNames,
  firstFieldControl,
  setServerErrors,
  useFocusAfterRender,
} from '@/components/form/form-errors';
import { failureKey, fieldErrorKey, type ErrorKey } from './account-errors';

type Options<Values extends FieldValues> = {
  schema: v.GenericSchema<Values>;
  defaultValues: DefaultValues<Values>;
  /** The form's inputs in screen order, named as in the API. */
  fields: readonly FieldPath<Values>[];
  /** send calls the server; a rejection is explained in the form's alert and its fields. */
  send: (values: Values) => Promise<unknown>;
};

/**
 * useAccountForm is what the account forms share: the schema's checks, one request at a time,
 * and on failure an alert in the visitor's language, the server's field codes on their fields
 * and the focus on the first field in error (or back on the button), keeping what was typed.
 */
export function useAccountForm<Values extends FieldValues>({ schema, defaultValues, fields, send }: Options<Values>) {
  const { t } = useTranslation('account');
  const form = useForm<Values>({ resolver: valibotResolver(schema), defaultValues, shouldFocusError: false });
  // Each failed attempt renders a new alert, so the same message is announced again.
  const [alert, setAlert] = useState<{ key: ErrorKey; attempt: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useFocusAfterRender();

  function fail(key: ErrorKey, names: string[]) {
    setAlert((current) => ({ key, attempt: (current?.attempt ?? 0) + 1 }));
    focusAfterRender(
      () =>
        firstFieldControl(formRef.current, names) ??
        (document.activeElement === document.body ? submitRef.current : null),
    );
  }

  async function run(values: Values) {
    if (busy) return;
    setAlert(null);
    setBusy(true);
    try {
      await send(values);
    } catch (error) {
      fail(failureKey(error), setServerErrors(error, form.setError, fields));
    } finally {
      setBusy(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    void form.handleSubmit(run, (errors) => {
      const names = errorNames(errors);
      const blank = names.some((name) => (get(errors, name) as { message?: string } | undefined)?.message === 'required');
      fail(blank ? 'required' : 'invalid', names);
    })(event);
  }

  /** errorOf is the message a field shows now, in the visitor's language. */
  const errorOf = (name: FieldPath<Values>) =>
    errorMessage(form.formState.errors, name, (field, code) => t(`errors.${fieldErrorKey(field, code)}`));

  return { form, formRef, submitRef, onSubmit, busy, alert, errorOf };
}
