import { useMemo } from 'react';
import { useApiForm } from '@/components/form/use-api-form';
import type { ErrorTexts } from '@/lib/api-errors';
import type { Options } from '@/lib/options';
import { useSavePreferences, type Preferences } from '../api/preferences';
import { FIELDS, preferencesSchema, toSaved } from './preferences-schema';

/**
 * The form's words for the API's codes (docs/api.md "Teacher"): every refusal, an empty field's too,
 * asks to correct the highlighted fields, and each field says what it needs.
 */
const TEXTS: ErrorTexts = {
  ns: 'preferences',
  alerts: { required: 'common:apiErrors.alerts.invalid', unauthenticated: 'errors.unauthenticated' },
  fields: {
    'gradeLevels:required': 'errors.gradeLevelsRequired',
    'gradeLevels:invalid': 'errors.gradeLevelsInvalid',
    'subjects:required': 'errors.subjectsRequired',
    'subjects:invalid': 'errors.subjectsInvalid',
    'subjectOther:required': 'errors.subjectOtherRequired',
    'subjectOther:too_long': 'errors.subjectOtherTooLong',
    'jobTypes:invalid': 'errors.jobTypesInvalid',
    'experienceSettings:required': 'errors.experienceSettingsRequired',
    'experienceSettings:invalid': 'errors.experienceSettingsInvalid',
    'values:invalid': 'errors.valuesInvalid',
    'values:too_many': 'errors.valuesTooMany',
    'skills:count': 'errors.skillsCount',
    'skills:invalid': 'errors.skillsInvalid',
  },
};

/**
 * usePreferencesForm holds the preferences form on the kit (useApiForm): the server's rules
 * checked in the browser, and the saved preferences, as the server answers them, as the form's
 * new values.
 */
export function usePreferencesForm(options: Options, saved: Preferences) {
  const schema = useMemo(() => preferencesSchema(options), [options]);
  const save = useSavePreferences();
  const kit = useApiForm<Preferences>({
    schema,
    // A server older than job types or values leaves them out: none chosen, any type suits.
    defaultValues: { ...saved, jobTypes: saved.jobTypes ?? [], values: saved.values ?? [] },
    fields: FIELDS,
    texts: TEXTS,
    send: async (values): Promise<void> => {
      kit.form.reset(await save.mutateAsync(toSaved(values)));
    },
  });
  return kit;
}
