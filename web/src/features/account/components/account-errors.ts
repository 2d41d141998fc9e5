import { ApiError } from '@/lib/api-client';
import type en from '@/locales/en/account.json';

/** ErrorKey is a message of the `errors` group of the `account` texts. */
export type ErrorKey = keyof (typeof en)['errors'];

/** The message for a field the server or the form refused, by "field:code" (API.md "Accounts"). */
const FIELD_ERRORS: Record<string, ErrorKey> = {
  'email:invalid': 'emailInvalid',
  'contactNumber:invalid': 'contactNumberInvalid',
  'country:invalid': 'countryInvalid',
  'password:too_short': 'passwordTooShort',
  'password:too_long': 'passwordTooLong',
  'password:too_common': 'passwordTooCommon',
  'password:incorrect': 'passwordIncorrect',
  'currentPassword:incorrect': 'passwordIncorrect',
  'newPassword:too_short': 'passwordTooShort',
  'newPassword:too_long': 'passwordTooLong',
  'newPassword:too_common': 'passwordTooCommon',
};

/** fieldErrorKey is the message a field shows for a code the form or the server gave it. */
export function fieldErrorKey(field: string, code: string): ErrorKey {
  if (code === 'required') return 'required';
  return FIELD_ERRORS[`${field}:${code}`] ?? 'invalid';
}

/**
 * failureKey explains in a form's alert why a request failed, from the answer's code (never its
 * English message); anything that is not an answer of the server is a network failure.
 */
export function failureKey(error: unknown): ErrorKey {
  if (!(error instanceof ApiError)) return 'network';
  switch (error.code) {
    case 'validation_failed':
      return Object.values(error.fields).includes('required') ? 'required' : 'invalid';
    case 'invalid_credentials':
      return 'invalidCredentials';
    case 'invalid_token':
      return 'invalidToken';
    case 'rate_limited':
      return 'rateLimited';
    case 'csrf':
      return 'csrf';
  }
  return 'server';
}
