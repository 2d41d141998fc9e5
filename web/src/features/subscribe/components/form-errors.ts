import { ApiError } from '@/lib/api-client';
import type en from '@/locales/en/subscribe.json';

/** FIELDS are the sign-up form's inputs, in screen order, named as in the API. */
export const FIELDS = ['firstName', 'lastName', 'email', 'contactNumber', 'country'] as const;

/** Field is the name of one input of the sign-up form. */
export type Field = (typeof FIELDS)[number];

/** ErrorKey is a message of the `errors` group of the `subscribe` texts. */
export type ErrorKey = keyof (typeof en)['errors'];

/** The messages for a field the server refused, by "field:code" (API.md "Public forms"). */
const FIELD_ERRORS: Record<string, ErrorKey> = {
  'email:invalid': 'emailInvalid',
  'contactNumber:invalid': 'contactNumberInvalid',
  'country:invalid': 'countryInvalid',
  'firstName:too_long': 'firstNameTooLong',
  'lastName:too_long': 'lastNameTooLong',
};

function isField(name: string): name is Field {
  return (FIELDS as readonly string[]).includes(name);
}

/** fieldErrorKey is the message, shown by the field, for a code the form or the server gave it. */
export function fieldErrorKey(field: Field, code: string): ErrorKey {
  if (code === 'required') return 'required';
  return FIELD_ERRORS[`${field}:${code}`] ?? 'invalid';
}

/** validationKeys turns the `fields` of a 400 answer into the alert's messages, in screen order. */
function validationKeys(codes: Record<string, string>): ErrorKey[] {
  const names = FIELDS.filter((name) => codes[name]);
  const keys = new Set<ErrorKey>();
  if (names.some((name) => codes[name] === 'required')) keys.add('required');
  for (const name of names) keys.add(fieldErrorKey(name, codes[name]));
  // A malformed body, or a field this form does not have, still deserves an explanation.
  if (names.length === 0 || Object.keys(codes).some((name) => !isField(name))) keys.add('invalid');
  return [...keys];
}

/**
 * failureKeys explains in the form's alert why a sign-up failed, from the error code and fields
 * of the answer (never its English message). Anything that is not an answer of the server is a
 * network failure.
 */
export function failureKeys(error: unknown): ErrorKey[] {
  if (!(error instanceof ApiError)) return ['network'];
  if (error.code === 'validation_failed') return validationKeys(error.fields);
  if (error.code === 'rate_limited' || error.status === 429) return ['rateLimited'];
  if (error.code === 'csrf') return ['csrf'];
  if (error.status === 413) return ['tooLarge'];
  return ['server'];
}
