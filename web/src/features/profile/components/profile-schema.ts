import type { TFunction } from 'i18next';
import * as v from 'valibot';
import { requiredText } from '@/components/form/form-errors';
import { DEFAULT_COUNTRY } from '@/lib/countries';
import states from '../../../../shared/us-states.json';
import type { Degree, Gender, Profile, ProfileInput } from '../api/profile';

/** US_STATES are the USPS codes and names of the states and territories, for the state list. */
export const US_STATES: readonly { code: string; name: string }[] = states;

const US_CODES = new Set(US_STATES.map((state) => state.code));
const US_ZIP = /^\d{5}(-\d{4})?$/;
const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** Outside the United States, a state or province and a postal code are free text up to this long. */
export const FREE_TEXT_MAX = 60;

/** GENDERS are the answers offered besides none (docs/product.md §3). */
export const GENDERS: readonly Gender[] = ['male', 'female', 'any'];

/** DEGREES are the highest degrees offered besides none, lowest first: the columns of a district's salary schedule (docs/api.md "Know before you go"). */
export const DEGREES: readonly Degree[] = ['bachelor', 'master', 'specialist', 'doctorate'];

/** ageOn is how many whole years old someone born on `birth` (an ISO date) is on `day`. */
export function ageOn(birth: string, day = new Date()): number {
  const [year, month, date] = birth.split('-').map(Number);
  const beforeBirthday = day.getMonth() + 1 < month || (day.getMonth() + 1 === month && day.getDate() < date);
  return day.getFullYear() - year - (beforeBirthday ? 1 : 0);
}

const inUS = (values: { country: string }) => values.country === 'US';

/**
 * profileSchema checks the details as the server does (docs/api.md "Teacher"): starred fields are
 * required; in the United States the state is a USPS code and the ZIP code 5 digits or ZIP+4;
 * a date of birth, when given, makes the teacher 18 to 100 years old. The codes are the API's.
 */
export const profileSchema = v.pipe(
  v.object({
    firstName: requiredText(),
    lastName: requiredText(),
    contactNumber: requiredText(),
    address: requiredText(),
    city: requiredText(),
    state: requiredText(),
    zipCode: requiredText(),
    country: requiredText(),
    gender: v.picklist(['', ...GENDERS]),
    dateOfBirth: v.pipe(
      v.string(),
      v.check((birth) => birth === '' || ISO_DATE.test(birth), 'invalid'),
      v.check((birth) => birth === '' || (ageOn(birth) >= 18 && ageOn(birth) <= 100), 'out_of_range'),
    ),
    highestDegree: v.picklist(['', ...DEGREES]),
    timeZone: v.string(),
  }),
  v.forward(
    v.partialCheck(
      [['country'], ['state']],
      (values) => (inUS(values) ? US_CODES.has(values.state) : values.state.length <= FREE_TEXT_MAX),
      'invalid',
    ),
    ['state'],
  ),
  v.forward(
    v.partialCheck(
      [['country'], ['zipCode']],
      (values) => (inUS(values) ? US_ZIP.test(values.zipCode) : values.zipCode.length <= FREE_TEXT_MAX),
      'invalid',
    ),
    ['zipCode'],
  ),
);

/** ProfileValues are the form's values: every field a string, "" for an optional one left empty. */
export type ProfileValues = v.InferInput<typeof profileSchema>;

/** PROFILE_FIELDS are the form's inputs in screen order, named as in the API. */
export const PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'contactNumber',
  'country',
  'address',
  'city',
  'state',
  'zipCode',
  'gender',
  'dateOfBirth',
  'highestDegree',
  'timeZone',
] as const satisfies readonly (keyof ProfileValues)[];

/** toValues fills the form from the profile; a new profile starts in the United States. */
export function toValues(profile: Profile): ProfileValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    contactNumber: profile.contactNumber,
    address: profile.address,
    city: profile.city,
    state: profile.state,
    zipCode: profile.zipCode,
    country: profile.country || DEFAULT_COUNTRY,
    gender: profile.gender ?? '',
    dateOfBirth: profile.dateOfBirth ?? '',
    highestDegree: profile.highestDegree ?? '',
    timeZone: profile.timeZone,
  };
}

/**
 * toInput is the body of PUT /api/me/profile for checked values. The time zone is sent only when
 * the teacher chose one (`zoneChosen`): left empty, the server keeps her choice, or none, and then
 * her country's zone follows the country she sets (docs/design.md §10).
 */
export function toInput(values: ProfileValues, zoneChosen: boolean): ProfileInput {
  return {
    ...values,
    gender: values.gender || null,
    dateOfBirth: values.dateOfBirth || null,
    highestDegree: values.highestDegree || null,
    timeZone: zoneChosen ? values.timeZone : '',
  };
}

/** isUSState tells whether a value is the USPS code of a state or territory. */
export function isUSState(value: string): boolean {
  return US_CODES.has(value);
}

/**
 * The message for a field the form or the server refused, by "field:code" (docs/api.md "Teacher"),
 * where it says more than the general one for its code.
 */
const FIELD_ERRORS = {
  'contactNumber:invalid': 'contactNumberInvalid',
  'country:invalid': 'countryInvalid',
  'dateOfBirth:invalid': 'dateOfBirthInvalid',
  'dateOfBirth:out_of_range': 'dateOfBirthOutOfRange',
  'url:invalid': 'urlInvalid',
  'attested:required': 'attestedRequired',
} as const;

/** The longest value of each text field the server keeps (docs/api.md "Teacher"). */
const MAX_LENGTH: Record<string, number> = { firstName: 100, lastName: 100, address: 200, city: 100, state: 60, zipCode: 60, url: 500 };

/**
 * describeProfileError says in the visitor's language what a code means for a field. A state
 * or ZIP code is explained by the rule of the country chosen.
 */
export function describeProfileError(t: TFunction<'profile'>, field: string, code: string, country: string): string {
  const specific = FIELD_ERRORS[`${field}:${code}` as keyof typeof FIELD_ERRORS];
  if (specific) return t(`errors.${specific}`);
  if (code === 'required') return t('errors.required');
  if (code === 'too_long') return t('errors.tooLong', { max: MAX_LENGTH[field] ?? 60 });
  if ((field === 'state' || field === 'zipCode') && country === 'US') {
    return t(field === 'state' ? 'errors.stateInvalidUS' : 'errors.zipCodeInvalidUS');
  }
  return t('errors.invalid');
}
