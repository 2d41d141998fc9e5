import type { FieldValues } from 'react-hook-form';
import { useApiForm, type ApiFormOptions } from '@/components/form/use-api-form';
import type { ErrorTexts } from '@/lib/api-errors';
import type en from '@/locales/en/admin.json';

/** AlertKey is a message of the `alerts` group of the `admin` texts: why a form's request failed. */
export type AlertKey = keyof (typeof en)['alerts'];

/** The console's words for the API's codes (issue 14 contract, "Admin"); the rest are general. */
const TEXTS: ErrorTexts = {
  ns: 'admin',
  alerts: { mfa_setup_required: 'alerts.mfaSetup' },
  fields: {
    'slug:invalid': 'fieldErrors.slugInvalid',
    'slug:taken': 'fieldErrors.slugTaken',
    'website:invalid': 'fieldErrors.urlInvalid',
    'careersUrl:invalid': 'fieldErrors.urlInvalid',
    'organizationId:required': 'fieldErrors.organizationRequired',
    'organizationId:invalid': 'fieldErrors.organizationRequired',
    'schoolName:taken': 'fieldErrors.schoolNameTaken',
    'level:required': 'fieldErrors.levelRequired',
    'level:invalid': 'fieldErrors.levelRequired',
    'lat:required': 'fieldErrors.coordinatesPair',
    'lng:required': 'fieldErrors.coordinatesPair',
    'lat:not_number': 'fieldErrors.notNumber',
    'lng:not_number': 'fieldErrors.notNumber',
    'lat:invalid': 'fieldErrors.latInvalid',
    'lng:invalid': 'fieldErrors.lngInvalid',
    'email:invalid': 'fieldErrors.emailInvalid',
    'sourceUrl:invalid': 'fieldErrors.urlInvalid',
    'schoolYear:invalid': 'fieldErrors.schoolYearInvalid',
    'retrievedOn:future': 'fieldErrors.dateFuture',
    // The salary schedule's amounts and steps, whichever row they are in.
    out_of_range: 'fieldErrors.amountOutOfRange',
    not_increasing: 'fieldErrors.stepsNotIncreasing',
  },
};

type Options<Values extends FieldValues> = Omit<ApiFormOptions<Values>, 'texts'> & {
  /** The alert for a 409 answer (a conflict the form explains in its own words). */
  conflict?: AlertKey;
  /** Field messages the form shares with another feature (ErrorTexts `fields`, as ApiTexts). */
  fieldTexts?: ErrorTexts['fields'];
};

/** useAdminForm is the kit's form (useApiForm) with the console's words for the API's codes. */
export function useAdminForm<Values extends FieldValues>({ conflict, fieldTexts, ...options }: Options<Values>) {
  const alerts = conflict ? { ...TEXTS.alerts, 409: `alerts.${conflict}` } : TEXTS.alerts;
  return useApiForm({ ...options, texts: { ...TEXTS, alerts, fields: { ...TEXTS.fields, ...fieldTexts } } });
}
