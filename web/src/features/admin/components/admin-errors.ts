import { ApiError } from '@/lib/api-client';
import type en from '@/locales/en/admin.json';

/** AlertKey is a message of the `alerts` group of the `admin` texts: why a form's request failed. */
export type AlertKey = keyof (typeof en)['alerts'];

/** FieldErrorKey is a message of the `fieldErrors` group: what is wrong with one field. */
export type FieldErrorKey = keyof (typeof en)['fieldErrors'];

/** The message for a field the server or the form refused, by "field:code" (issue 14 contract, "Admin"). */
const FIELD_ERRORS: Record<string, FieldErrorKey> = {
  'slug:invalid': 'slugInvalid',
  'slug:taken': 'slugTaken',
  'website:invalid': 'urlInvalid',
  'careersUrl:invalid': 'urlInvalid',
  'organizationId:required': 'organizationRequired',
  'organizationId:invalid': 'organizationRequired',
  'schoolName:taken': 'schoolNameTaken',
  'level:required': 'levelRequired',
  'level:invalid': 'levelRequired',
  'lat:required': 'coordinatesPair',
  'lng:required': 'coordinatesPair',
  'lat:not_number': 'notNumber',
  'lng:not_number': 'notNumber',
  'lat:invalid': 'latInvalid',
  'lng:invalid': 'lngInvalid',
  'email:invalid': 'emailInvalid',
};

const GENERIC: Record<string, FieldErrorKey> = { required: 'required', too_long: 'tooLong', taken: 'taken' };

/** fieldErrorKey is the message a field shows for a code the form or the server gave it. */
export function fieldErrorKey(field: string, code: string): FieldErrorKey {
  return FIELD_ERRORS[`${field}:${code}`] ?? GENERIC[code] ?? 'invalid';
}

/**
 * failureKey explains in a form's alert why a request failed, from the answer's code (never its
 * English message); anything that is not an answer of the server is a network failure. `conflict`
 * is the form's own message for a 409.
 */
export function failureKey(error: unknown, conflict: AlertKey = 'server'): AlertKey {
  if (!(error instanceof ApiError)) return 'network';
  if (error.status === 409) return conflict;
  switch (error.code) {
    case 'validation_failed':
      return Object.values(error.fields).includes('required') ? 'required' : 'invalid';
    case 'mfa_setup_required':
      return 'mfaSetup';
    case 'rate_limited':
      return 'rateLimited';
    case 'csrf':
      return 'csrf';
  }
  return 'server';
}
