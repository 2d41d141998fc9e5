import { valibotResolver } from '@hookform/resolvers/valibot';
import { useRef, useState, type FormEvent } from 'react';
import { get, useForm, type DefaultValues, type FieldPath, type FieldValues } from 'react-hook-form';
import type * as v from 'valibot';
import { errorNames, firstFieldControl, setServerErrors, useFocusAfterRender } from './form-errors';

/**
 * KitAlert is an alert of a kit form: why its last attempt failed, as what alertOf gave (a text
 * key of the form's own, or the texts of useApiForm), or the kit's own "required" or "invalid".
 */
export type KitAlert<Key> = { key: Key | 'required' | 'invalid'; attempt: number };

/** KitFormOptions are what a kit form is made of. */
export type KitFormOptions<Values extends FieldValues, Key> = {
  schema: v.GenericSchema<Values>;
  defaultValues: DefaultValues<Values>;
  /** The form's inputs in screen order, named as in the API. */
  fields: readonly FieldPath<Values>[];
  /** send calls the server; a rejection is explained in the form's alert and its fields. */
  send: (values: Values) => Promise<unknown>;
  /** alertOf names the alert for a rejected send, from the answer's code (never its message). */
  alertOf: (error: unknown) => Key;
};

/**
 * useKitForm is what the kit's forms share: the schema's checks, one request at a time, and on
 * failure an alert ("required" when a required field is blank, "invalid" for other refusals the
 * form finds itself, alertOf's key for the server's), the server's field codes on their fields and
 * the focus on the first field in error (or back on the button), keeping what was typed.
 */
export function useKitForm<Values extends FieldValues, Key>(options: KitFormOptions<Values, Key>) {
  const { schema, defaultValues, fields, send, alertOf } = options;
  const form = useForm<Values>({ resolver: valibotResolver(schema), defaultValues, shouldFocusError: false });
  // Each failed attempt renders a new alert, so the same message is announced again.
  const [alert, setAlert] = useState<KitAlert<Key> | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useFocusAfterRender();

  function fail(key: KitAlert<Key>['key'], names: string[]) {
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
      fail(alertOf(error), setServerErrors(error, form.setError, fields));
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

  return { form, formRef, submitRef, onSubmit, busy, alert };
}
