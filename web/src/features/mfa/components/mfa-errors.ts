import { ApiError } from '@/lib/api-client';
import type en from '@/locales/en/mfa.json';

/** AlertKey is a message of the `errors` group of the `mfa` texts: why a form's request failed. */
export type AlertKey = keyof (typeof en)['errors'];

/** FieldKey is a message of the `fields` group of the `mfa` texts: what is wrong with a field. */
export type FieldKey = keyof (typeof en)['fields'];

/** The message for a field the server or the form refused, by "field:code" (issue 14 contract "Accounts / MFA"). */
const FIELD_ERRORS: Record<string, FieldKey> = {
  'code:format': 'codeFormat',
  'code:invalid_code': 'codeWrong',
  'password:incorrect': 'passwordIncorrect',
};

/** fieldKey is the message a field shows for a code the form or the server gave it. */
export function fieldKey(field: string, code: string): FieldKey {
  if (code === 'required') return 'required';
  return FIELD_ERRORS[`${field}:${code}`] ?? 'invalid';
}

/**
 * codeAsField turns the server's refusal of a code (401 `invalid_code`, which names no field)
 * into a refusal of the form's `code` field; other failures pass unchanged.
 */
export function codeAsField(error: unknown): unknown {
  if (error instanceof ApiError && error.code === 'invalid_code') {
    return new ApiError(error.status, 'validation_failed', error.message, { code: 'invalid_code' });
  }
  return error;
}

/** alertKey explains in a form's alert why a request failed, from the answer's code (never its message). */
export function alertKey(error: unknown): AlertKey {
  if (!(error instanceof ApiError)) return 'network';
  switch (error.code) {
    case 'validation_failed':
      return Object.values(error.fields).includes('required') ? 'required' : 'invalid';
    case 'rate_limited':
      return 'rateLimited';
    case 'csrf':
      return 'csrf';
    case 'conflict':
      return 'conflict';
    case 'forbidden':
      return 'forbidden';
    case 'unauthenticated':
      return 'signedOut';
  }
  return 'server';
}
