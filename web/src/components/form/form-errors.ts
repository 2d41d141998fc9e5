import { useCallback, useLayoutEffect, useState } from 'react';
import { get, type FieldErrors, type FieldPath, type FieldValues, type UseFormSetError } from 'react-hook-form';
import * as v from 'valibot';
import { ApiError } from '@/lib/api-client';

/*
 * The kit's one error model: a field's error holds a code of the API ("required", "invalid",
 * "too_long", "too_short", "too_common", ...) as its message, whether the form's schema found it
 * or the server did (`fields` of a 400 answer, docs/api.md "Conventions"). The form turns a code into
 * words in the visitor's language only when it draws the field, so a language switch translates
 * messages already on screen.
 */

/** DescribeError says, in the visitor's language, what an error code means for a field. */
export type DescribeError<Name extends string = string> = (field: Name, code: string) => string;

/** errorMessage is the message for the error of field `name`, or undefined while it has none. */
export function errorMessage<T extends FieldValues>(
  errors: FieldErrors<T>,
  name: FieldPath<T>,
  describe: DescribeError<FieldPath<T>>,
): string | undefined {
  const error: { message?: unknown } | undefined = get(errors, name);
  const code = error?.message;
  return typeof code === 'string' && code !== '' ? describe(name, code) : undefined;
}

/**
 * setServerErrors marks each of `fields` that the server refused with the code it gave, and
 * returns those fields in the order given. Codes for names the form does not have are left to
 * the caller, in `error.fields`; anything but an ApiError marks nothing.
 */
export function setServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
): FieldPath<T>[] {
  if (!(error instanceof ApiError)) return [];
  const refused = fields.filter((name) => error.fields[name]);
  for (const name of refused) setError(name, { type: 'server', message: error.fields[name] });
  return refused;
}

/** errorNames lists the fields in error, nested ones as dotted paths ("address.city"). */
export function errorNames(errors: FieldErrors, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    if (!value || typeof value !== 'object') return [];
    const name = prefix + key;
    return 'type' in value || 'message' in value ? [name] : errorNames(value as FieldErrors, `${name}.`);
  });
}

/**
 * requiredText is the schema of a text field that must not be blank: the value is trimmed, and
 * an empty one is refused with the code "required".
 */
export function requiredText() {
  return v.pipe(v.string(), v.trim(), v.nonEmpty('required'));
}

// After a failed submit, the focus goes to the first field in error, in screen order.

type FocusTarget = () => HTMLElement | null | undefined;

/**
 * useFocusAfterRender returns `focusAfterRender(target)`: once React has put the updates made
 * alongside it on screen, the element `target()` returns gets the focus. A field or message is
 * thus read out with its new error or text, not the one before.
 */
export function useFocusAfterRender(): (target: FocusTarget) => void {
  const [request, setRequest] = useState<{ target: FocusTarget } | null>(null);
  useLayoutEffect(() => {
    request?.target()?.focus();
  }, [request]);
  return useCallback((target: FocusTarget) => setRequest({ target }), []);
}

/**
 * firstFieldControl returns the control of whichever named field comes first on screen (the
 * first box of a checkbox group) inside a form or another container, or null when it has none
 * of them.
 */
export function firstFieldControl(container: HTMLElement | null, names: readonly string[]): HTMLElement | null {
  if (!container) return null;
  const controls = names
    .map((name) => container.querySelector(`[name="${name}"]`))
    .filter((item): item is HTMLElement => item instanceof HTMLElement);
  controls.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  return controls[0] ?? null;
}
