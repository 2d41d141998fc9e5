import type { FieldValues } from 'react-hook-form';
import { useApiForm, type ApiFormOptions } from '@/components/form/use-api-form';
import { ApiError } from '@/lib/api-client';
import type { ErrorTexts } from '@/lib/api-errors';

/** The feature's words for the API's codes (issue 14 contract "Accounts / MFA"); the rest are general. */
const TEXTS: ErrorTexts = {
  ns: 'mfa',
  alerts: { conflict: 'errors.conflict', forbidden: 'errors.forbidden' },
  fields: {
    'code:format': 'fields.codeFormat',
    'code:invalid_code': 'fields.codeWrong',
    'password:incorrect': 'fields.passwordIncorrect',
  },
};

/**
 * codeAsField turns the server's refusal of a code (401 `invalid_code`, which names no field)
 * into a refusal of the form's `code` field; other failures pass unchanged.
 */
function codeAsField(error: unknown): unknown {
  if (error instanceof ApiError && error.code === 'invalid_code') {
    return new ApiError(error.status, 'validation_failed', error.message, { code: 'invalid_code' });
  }
  return error;
}

/**
 * useMfaForm is the kit's form (useApiForm) with the feature's words for the API's codes; a
 * refused code is shown on the form's `code` field.
 */
export function useMfaForm<Values extends FieldValues>(options: Omit<ApiFormOptions<Values>, 'texts'>) {
  return useApiForm({
    ...options,
    texts: TEXTS,
    send: (values) => options.send(values).catch((error: unknown) => Promise.reject(codeAsField(error))),
  });
}
