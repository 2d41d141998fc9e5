import { useState, type FormEvent } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { alertText, alertTexts, fieldText, useApiText, type ApiText, type ErrorTexts } from '@/lib/api-errors';
import { errorMessage } from './form-errors';
import { useKitForm, type KitFormOptions } from './use-kit-form';

/** FormAlert is why a form's last attempt failed, as the texts to show; each attempt renders a new one. */
export type FormAlert = { texts: ApiText[]; attempt: number };

/** ApiFormOptions are a kit form's options, its alerts and messages being those of the API-error map. */
export type ApiFormOptions<Values extends FieldValues> = Omit<KitFormOptions<Values, ApiText[]>, 'alertOf'> & {
  /** The feature's own words for the API's codes (see ErrorTexts). */
  texts: ErrorTexts;
};

/**
 * useApiForm is the kit's form (useKitForm) speaking through the one API-error map: the alert for
 * a failed attempt, each field's error in the visitor's language, and `done`, true from a
 * successful send until the next attempt.
 */
export function useApiForm<Values extends FieldValues>({ texts, send, ...options }: ApiFormOptions<Values>) {
  const say = useApiText(texts.ns);
  const [done, setDone] = useState(false);
  const kit = useKitForm<Values, ApiText[]>({
    ...options,
    send: async (values) => {
      await send(values);
      setDone(true);
    },
    alertOf: (error) => alertTexts(error, texts),
  });

  const key = kit.alert?.key;
  const alert: FormAlert | null = kit.alert && {
    texts: typeof key === 'string' ? [alertText(key, texts)] : (key ?? []),
    attempt: kit.alert.attempt,
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setDone(false);
    kit.onSubmit(event);
  }

  /** errorOf is the message a field shows now, in the visitor's language. */
  const errorOf = (name: FieldPath<Values>) =>
    errorMessage(kit.form.formState.errors, name, (field, code) => say(fieldText(field, code, texts)));

  return { ...kit, alert, onSubmit, done, errorOf };
}
