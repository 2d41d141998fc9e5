import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';
import type { ContactField } from '../api/send-contact-message';

/** MAX_LENGTH is the longest value each field takes; the server refuses longer ones. */
export const MAX_LENGTH: Record<ContactField, number> = {
  firstName: 100,
  lastName: 100,
  email: 254,
  phone: 32,
  message: 5000,
};

type T = TFunction<'contact'>;

/** fieldErrorText explains, in the visitor's language, what a field code means for a field. */
export function fieldErrorText(field: ContactField, code: string, t: T): string {
  switch (code) {
    case 'required':
      return t('fieldErrors.required');
    case 'too_long':
      return t('fieldErrors.tooLong', { max: MAX_LENGTH[field] });
    default:
      if (field === 'email') return t('fieldErrors.invalidEmail');
      if (field === 'phone') return t('fieldErrors.invalidPhone');
      return t('fieldErrors.invalid');
  }
}

// The server writes its messages in English: those about a situation the visitor can act on are
// shown in the visitor's language (known by their code), any other one as the server wrote it.
function serverMessage(error: ApiError, t: T): string {
  const codes = Object.values(error.fields);
  switch (error.code) {
    case 'validation_failed':
      if (codes.includes('required')) return t('status.allRequired');
      return codes.length > 0 ? t('serverErrors.fixFields') : error.message;
    case 'captcha_failed':
      return t('serverErrors.captchaFailed');
    case 'rate_limited':
      return t('serverErrors.rateLimited');
    case 'unavailable':
      return t('serverErrors.unavailable');
    case 'csrf':
      return t('serverErrors.csrf');
    default:
      return error.message;
  }
}

/**
 * failureText is what the form says when a message was not sent: "Error: {server message}" for
 * an answer of the server, "Failed to send message." when no answer came (docs/product.md §7).
 */
export function failureText(error: unknown, t: T): string {
  if (!(error instanceof ApiError)) return t('status.failed');
  return t('status.error', { message: serverMessage(error, t) });
}
