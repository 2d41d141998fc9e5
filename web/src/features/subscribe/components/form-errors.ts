import { ApiError } from '@/lib/api-client';
import type en from '@/locales/en/subscribe.json';

/** FIELDS are the sign-up form's inputs, in screen order, named as in the API. */
export const FIELDS = ['firstName', 'lastName', 'email', 'contactNumber', 'country'] as const;

/** Field is the name of one input of the sign-up form. */
export type Field = (typeof FIELDS)[number];

/** ErrorKey is a message of the `errors` group of the `subscribe` texts. */
export type ErrorKey = keyof (typeof en)['errors'];

/** FormError is one message of the form's alert and the inputs it is about (possibly none). */
export type FormError = { key: ErrorKey; fields: Field[] };

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

/** requiredError is the "All fields are required" message about the given empty inputs. */
export function requiredError(fields: Field[]): FormError[] {
  return [{ key: 'required', fields }];
}

/** validationErrors turns the `fields` of a 400 answer into messages, in screen order. */
function validationErrors(codes: Record<string, string>): FormError[] {
  const names = FIELDS.filter((name) => codes[name]);
  const missing = names.filter((name) => codes[name] === 'required');
  const errors: FormError[] = missing.length > 0 ? requiredError(missing) : [];
  for (const name of names) {
    if (codes[name] !== 'required') {
      errors.push({ key: FIELD_ERRORS[`${name}:${codes[name]}`] ?? 'invalid', fields: [name] });
    }
  }
  // A malformed body, or a field this form does not have, still deserves an explanation.
  if (errors.length === 0 || Object.keys(codes).some((name) => !isField(name))) {
    errors.push({ key: 'invalid', fields: [] });
  }
  return errors;
}

/**
 * toFormErrors explains why a sign-up failed, from the error code and fields of the answer
 * (never its English message). Anything that is not an answer of the server is a network failure.
 */
export function toFormErrors(error: unknown): FormError[] {
  if (!(error instanceof ApiError)) return [{ key: 'network', fields: [] }];
  if (error.code === 'validation_failed') return validationErrors(error.fields);
  const only = (key: ErrorKey): FormError[] => [{ key, fields: [] }];
  if (error.code === 'rate_limited' || error.status === 429) return only('rateLimited');
  if (error.code === 'csrf') return only('csrf');
  if (error.status === 413) return only('tooLarge');
  return only('server');
}
