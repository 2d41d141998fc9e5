import type { TFunction } from 'i18next';
import * as v from 'valibot';
import { tampaToday } from '@/lib/dates';
import { requiredText } from '@/components/form/form-errors';
import type { Certification } from '@/lib/match-reasons';
import { WORK_AUTHORIZATIONS } from '@/lib/work-authorization';
import type { SchoolVacancy, VacancyInput } from '../api/vacancies';

/** CERTIFICATIONS are what a vacancy may ask of the teacher's certificate, the strictest first. */
export const CERTIFICATIONS: readonly Certification[] = ['florida', 'any_state', 'eligible', 'none'];

/** MAX_OPENINGS is how many teachers one vacancy may hire (docs/api.md "Hiring loop II"). */
export const MAX_OPENINGS = 50;

/** MAX_NEEDS is how many skills a vacancy may name as its needs. */
export const MAX_NEEDS = 10;

/** SALARY_BOUNDS are the least and the most yearly salary in USD a vacancy may state (docs/api.md "Know before you go"). */
export const SALARY_BOUNDS = { min: 10_000, max: 500_000 } as const;

/** The longest text the server keeps in each field (issue 14 contract). */
const MAX_LENGTH = { position: 200, description: 10000, requirements: 5000 } as const;

const choice = () => v.pipe(v.string(), v.nonEmpty('required'));
const longText = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, 'too_long'));
// An optional yearly salary: empty, or whole dollars within SALARY_BOUNDS.
const salary = () =>
  v.pipe(
    v.string(),
    v.trim(),
    v.check((dollars) => dollars === '' || (/^\d{1,6}$/.test(dollars) && Number(dollars) >= SALARY_BOUNDS.min && Number(dollars) <= SALARY_BOUNDS.max), 'out_of_range'),
  );

/**
 * vacancySchema checks a vacancy as the server does, with its field codes: the school, position,
 * type, level, subject, description and last date to apply (today or later) are required; texts
 * have a maximum length; the experience is 0 to 40 years; 1 to MAX_OPENINGS openings; at most
 * MAX_NEEDS needs; the salary range is optional, a maximum comes with a minimum and is not below it.
 */
export const vacancySchema = v.pipe(
  v.object({
  schoolId: choice(),
  position: v.pipe(requiredText(), v.maxLength(MAX_LENGTH.position, 'too_long')),
  type: choice(),
  educationalLevel: choice(),
  subject: choice(),
  designation: v.string(),
  description: v.pipe(requiredText(), v.maxLength(MAX_LENGTH.description, 'too_long')),
  requirements: longText(MAX_LENGTH.requirements),
  requiredCertification: v.picklist(CERTIFICATIONS, 'invalid'),
  workAuthorization: v.picklist(WORK_AUTHORIZATIONS, 'invalid'),
  minYearsExperience: v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d{1,2}$/, 'invalid'),
    v.check((years) => Number(years) <= 40, 'invalid'),
  ),
  openings: v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d{1,2}$/, 'invalid'),
    v.check((openings) => Number(openings) >= 1 && Number(openings) <= MAX_OPENINGS, 'invalid'),
  ),
  needs: v.pipe(v.array(v.string()), v.maxLength(MAX_NEEDS, 'invalid')),
  dualLanguage: v.boolean(),
  lastDateToApply: v.pipe(
    v.string(),
    v.nonEmpty('required'),
    v.isoDate('invalid'),
    v.check((day) => day >= tampaToday(), 'past'),
  ),
  salaryMin: salary(),
  salaryMax: salary(),
  }),
  v.forward(v.partialCheck([['salaryMin'], ['salaryMax']], ({ salaryMin, salaryMax }) => salaryMax === '' || salaryMin !== '', 'required'), ['salaryMin']),
  v.forward(
    v.partialCheck([['salaryMin'], ['salaryMax']], ({ salaryMin, salaryMax }) => salaryMax === '' || salaryMin === '' || Number(salaryMax) >= Number(salaryMin), 'below_minimum'),
    ['salaryMax'],
  ),
);

/** VacancyValues are the form's values: text as typed, the years of experience and the openings too. */
export type VacancyValues = v.InferInput<typeof vacancySchema>;

/** VACANCY_FIELDS are the form's inputs in screen order, named as in the API. */
export const VACANCY_FIELDS = [
  'schoolId',
  'position',
  'type',
  'educationalLevel',
  'subject',
  'designation',
  'description',
  'requirements',
  'requiredCertification',
  'workAuthorization',
  'minYearsExperience',
  'openings',
  'salaryMin',
  'salaryMax',
  'lastDateToApply',
  'needs',
  'dualLanguage',
] as const satisfies readonly (keyof VacancyValues)[];

/** toValues fills the form from a vacancy, or with a new vacancy's defaults. */
export function toValues(vacancy?: SchoolVacancy): VacancyValues {
  return {
    schoolId: vacancy?.schoolId ?? '',
    position: vacancy?.position ?? '',
    type: vacancy?.type ?? '',
    educationalLevel: vacancy?.educationalLevel ?? '',
    subject: vacancy?.subject ?? '',
    // A new vacancy takes its school's designation unless told otherwise.
    designation: vacancy?.designation ?? '',
    description: vacancy?.description ?? '',
    requirements: vacancy?.requirements ?? '',
    requiredCertification: vacancy?.requiredCertification ?? 'none',
    // As the server takes a vacancy that does not say (docs/api.md "Know before you go").
    workAuthorization: vacancy?.workAuthorization ?? 'authorized_only',
    minYearsExperience: String(vacancy?.minYearsExperience ?? 0),
    openings: String(vacancy?.openings ?? 1),
    needs: vacancy?.needs ?? [],
    dualLanguage: vacancy?.dualLanguage ?? false,
    lastDateToApply: vacancy?.lastDateToApply ?? '',
    salaryMin: vacancy?.salaryMin == null ? '' : String(vacancy.salaryMin),
    salaryMax: vacancy?.salaryMax == null ? '' : String(vacancy.salaryMax),
  };
}

/**
 * toInput is the body of POST or PUT /api/school/vacancies for checked values. The type is a code
 * of the select (the vacancy types); the server refuses another (invalid).
 */
export function toInput(values: VacancyValues): VacancyInput {
  return {
    ...values,
    type: values.type as VacancyInput['type'],
    minYearsExperience: Number(values.minYearsExperience),
    openings: Number(values.openings),
    salaryMin: values.salaryMin === '' ? null : Number(values.salaryMin),
    salaryMax: values.salaryMax === '' ? null : Number(values.salaryMax),
  };
}

const CHOICES = new Set(['schoolId', 'type', 'educationalLevel', 'subject', 'designation', 'requiredCertification', 'workAuthorization']);

/** The message for a field the form or the server refused, by "field:code", where it says more than the general one. */
const FIELD_ERRORS = {
  'schoolId:invalid': 'schoolInvalid',
  'minYearsExperience:invalid': 'experienceInvalid',
  'openings:invalid': 'openingsInvalid',
  'needs:invalid': 'needsInvalid',
  'lastDateToApply:required': 'dateRequired',
  'lastDateToApply:invalid': 'dateInvalid',
  'lastDateToApply:past': 'past',
  'salaryMin:out_of_range': 'salaryOutOfRange',
  'salaryMax:out_of_range': 'salaryOutOfRange',
  'salaryMin:required': 'salaryMinRequired',
  'salaryMax:below_minimum': 'salaryBelowMinimum',
} as const;

/** describeVacancyError says in the visitor's language what a code means for a field of the vacancy. */
export function describeVacancyError(t: TFunction<'school'>, field: string, code: string): string {
  const specific = FIELD_ERRORS[`${field}:${code}` as keyof typeof FIELD_ERRORS];
  if (specific === 'salaryOutOfRange') return t('form.errors.salaryOutOfRange', SALARY_BOUNDS);
  if (specific) return t(`form.errors.${specific}`, { max: specific === 'openingsInvalid' ? MAX_OPENINGS : MAX_NEEDS });
  if (code === 'required') return t(CHOICES.has(field) ? 'form.errors.choose' : 'form.errors.required');
  if (code === 'too_long') return t('form.errors.tooLong', { max: MAX_LENGTH[field as keyof typeof MAX_LENGTH] ?? 200 });
  return t(CHOICES.has(field) ? 'form.errors.choiceInvalid' : 'form.errors.invalid');
}
