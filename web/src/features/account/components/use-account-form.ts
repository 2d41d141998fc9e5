import type { FieldValues } from 'react-hook-form';
import { useApiForm, type ApiFormOptions } from '@/components/form/use-api-form';
import type { ApiText, ErrorTexts } from '@/lib/api-errors';

/** INVALID_TOKEN is the alert of a link whose token is invalid or expired, which a form shows in its place. */
export const INVALID_TOKEN: ApiText = 'account:errors.invalidToken';

/** The account forms' own words for the API's codes (docs/api.md "Accounts"); the rest are general. */
const TEXTS: ErrorTexts = {
  ns: 'account',
  alerts: {
    required: 'errors.required',
    invalid_credentials: 'errors.invalidCredentials',
    wrong_kind: 'errors.wrongKind',
    invalid_token: 'errors.invalidToken',
  },
  fields: {
    required: 'errors.required',
    'email:invalid': 'errors.emailInvalid',
    'contactNumber:invalid': 'errors.contactNumberInvalid',
    'country:invalid': 'errors.countryInvalid',
    'password:too_short': 'errors.passwordTooShort',
    'password:too_long': 'errors.passwordTooLong',
    'password:too_common': 'errors.passwordTooCommon',
    'password:incorrect': 'errors.passwordIncorrect',
    'currentPassword:incorrect': 'errors.passwordIncorrect',
    'newPassword:too_short': 'errors.passwordTooShort',
    'newPassword:too_long': 'errors.passwordTooLong',
    'newPassword:too_common': 'errors.passwordTooCommon',
  },
};

/** useAccountForm is the kit's form (useApiForm) with the account forms' words for the API's codes. */
export function useAccountForm<Values extends FieldValues>(options: Omit<ApiFormOptions<Values>, 'texts'>) {
  return useApiForm({ ...options, texts: TEXTS });
}
