import type { FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/components/form/form-errors';
import { useKitForm, type KitFormOptions } from '@/components/form/use-kit-form';
import { failureKey, fieldErrorKey, type ErrorKey } from './account-errors';

/**
 * useAccountForm is what the account forms share: the kit's form (useKitForm) with the account
 * texts' alerts, and each field's error in the visitor's language.
 */
export function useAccountForm<Values extends FieldValues>(options: Omit<KitFormOptions<Values, ErrorKey>, 'alertOf'>) {
  const { t } = useTranslation('account');
  const kit = useKitForm({ ...options, alertOf: failureKey });

  /** errorOf is the message a field shows now, in the visitor's language. */
  const errorOf = (name: FieldPath<Values>) =>
    errorMessage(kit.form.formState.errors, name, (field, code) => t(`errors.${fieldErrorKey(field, code)}`));

  return { ...kit, errorOf };
}
