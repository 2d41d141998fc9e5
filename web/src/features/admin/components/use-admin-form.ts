import type { FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/components/form/form-errors';
import { useKitForm, type KitFormOptions } from '@/components/form/use-kit-form';
import { failureKey, fieldErrorKey, type AlertKey } from './admin-errors';

type Options<Values extends FieldValues> = Omit<KitFormOptions<Values, AlertKey>, 'alertOf'> & {
  /** The alert for a 409 answer (a conflict the form explains in its own words). */
  conflict?: AlertKey;
};

/**
 * useAdminForm is what the console's forms share: the kit's form (useKitForm) with the `admin`
 * texts' alerts, and each field's error in the visitor's language.
 */
export function useAdminForm<Values extends FieldValues>({ conflict, ...options }: Options<Values>) {
  const { t } = useTranslation('admin');
  const kit = useKitForm({ ...options, alertOf: (error) => failureKey(error, conflict) });

  /** errorOf is the message a field shows now, in the visitor's language. */
  const errorOf = (name: FieldPath<Values>) =>
    errorMessage(kit.form.formState.errors, name, (field, code) => t(`fieldErrors.${fieldErrorKey(field, code)}`));

  return { ...kit, errorOf };
}
