import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  errorMessage,
  errorNames,
  firstFieldControl,
  setServerErrors,
  useFocusAfterRender,
} from '@/components/form/form-errors';
import type { Options } from '@/lib/options';
import { useSavePreferences, type Preferences } from '../api/preferences';
import { failureKey, FIELDS, fieldErrorKey, preferencesSchema, toSaved, type ErrorKey, type Field } from './preferences-schema';

/** Outcome is what the last attempt to save came to; each attempt renders a new message. */
export type Outcome = { key: ErrorKey | 'saved'; attempt: number };

/**
 * usePreferencesForm holds the preferences form: the server's rules checked in the browser, one
 * save at a time, then either a confirmation, or an alert with the server's field codes on their
 * fields and the focus on the first field in error (or back on the button).
 */
export function usePreferencesForm(options: Options, saved: Preferences) {
  const { t } = useTranslation('preferences');
  const schema = useMemo(() => preferencesSchema(options), [options]);
  const form = useForm<Preferences>({ resolver: valibotResolver(schema), defaultValues: saved, shouldFocusError: false });
  const save = useSavePreferences();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useFocusAfterRender();

  function report(key: Outcome['key'], names: string[] = []) {
    setOutcome((current) => ({ key, attempt: (current?.attempt ?? 0) + 1 }));
    if (key === 'saved') return;
    focusAfterRender(
      () =>
        firstFieldControl(formRef.current, names) ??
        (document.activeElement === document.body ? submitRef.current : null),
    );
  }

  async function send(values: Preferences) {
    if (save.isPending) return;
    setOutcome(null);
    try {
      form.reset(await save.mutateAsync(toSaved(values)));
      report('saved');
    } catch (error) {
      report(failureKey(error), setServerErrors(error, form.setError, FIELDS));
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    void form.handleSubmit(send, (errors) => report('invalid', errorNames(errors)))(event);
  }

  /** errorOf is the message a field shows now, in the visitor's language. */
  const errorOf = (name: Field) =>
    errorMessage(form.formState.errors, name, (field, code) => t(`errors.${fieldErrorKey(field, code)}`));

  return { form, formRef, submitRef, onSubmit, busy: save.isPending, outcome, errorOf };
}
