import * as v from 'valibot';
import { ApiError } from '@/lib/api-client';
import type { Options } from '@/lib/options';
import type en from '@/locales/en/preferences.json';
import type { Preferences } from '../api/preferences';

/** SKILL_COUNT is how many skills a teacher ranks (SPEC.md §5). */
export const SKILL_COUNT = 5;

/** SUBJECT_OTHER is the subject whose text the teacher writes in `subjectOther`. */
export const SUBJECT_OTHER = 'other';

/** SUBJECT_OTHER_MAX is the longest `subjectOther` the server takes, in characters. */
export const SUBJECT_OTHER_MAX = 100;

/** FIELDS are the form's fields in screen order, named as in the API. */
export const FIELDS = ['gradeLevels', 'subjects', 'subjectOther', 'experienceSettings', 'skills'] as const;

/** Field is one of the form's fields. */
export type Field = (typeof FIELDS)[number];

/** chosen is the schema of a multi-select: at least one code, each one of `codes`. */
function chosen(codes: readonly string[]) {
  return v.pipe(
    v.array(v.string()),
    v.minLength(1, 'required'),
    v.check((values) => values.every((value) => codes.includes(value)), 'invalid'),
  );
}

/**
 * preferencesSchema checks the preferences with the server's rules and codes (API.md "Teacher"),
 * the option codes being those the server listed: the text of "other" counts only while that
 * subject is chosen, and the skills are exactly five different known codes.
 */
export function preferencesSchema(options: Options) {
  return v.pipe(
    v.object({
      gradeLevels: chosen(options.gradeLevels),
      subjects: chosen(options.subjects),
      subjectOther: v.pipe(v.string(), v.trim()),
      experienceSettings: chosen(options.experienceSettings),
      skills: v.pipe(
        v.array(v.string()),
        v.length(SKILL_COUNT, 'count'),
        v.check(
          (skills) => skills.every((skill, i) => options.skills.includes(skill) && skills.indexOf(skill) === i),
          'invalid',
        ),
      ),
    }),
    v.forward(
      v.partialCheck(
        [['subjects'], ['subjectOther']],
        ({ subjects, subjectOther }) => !subjects.includes(SUBJECT_OTHER) || subjectOther !== '',
        'required',
      ),
      ['subjectOther'],
    ),
    v.forward(
      v.partialCheck(
        [['subjects'], ['subjectOther']],
        ({ subjects, subjectOther }) => !subjects.includes(SUBJECT_OTHER) || subjectOther.length <= SUBJECT_OTHER_MAX,
        'too_long',
      ),
      ['subjectOther'],
    ),
  );
}

/** toSaved is the body of the PUT: the text of "other" is sent only with that subject. */
export function toSaved(values: Preferences): Preferences {
  return { ...values, subjectOther: values.subjects.includes(SUBJECT_OTHER) ? values.subjectOther : '' };
}

/** ErrorKey is a message of the `errors` group of the `preferences` texts. */
export type ErrorKey = keyof (typeof en)['errors'];

/** The message for a field the server or the form refused, by "field:code" (API.md "Teacher"). */
const FIELD_ERRORS: Record<string, ErrorKey> = {
  'gradeLevels:required': 'gradeLevelsRequired',
  'gradeLevels:invalid': 'gradeLevelsInvalid',
  'subjects:required': 'subjectsRequired',
  'subjects:invalid': 'subjectsInvalid',
  'subjectOther:required': 'subjectOtherRequired',
  'subjectOther:too_long': 'subjectOtherTooLong',
  'experienceSettings:required': 'experienceSettingsRequired',
  'experienceSettings:invalid': 'experienceSettingsInvalid',
  'skills:count': 'skillsCount',
  'skills:invalid': 'skillsInvalid',
};

/** fieldErrorKey is the message a field shows for a code the form or the server gave it. */
export function fieldErrorKey(field: string, code: string): ErrorKey {
  return FIELD_ERRORS[`${field}:${code}`] ?? 'invalid';
}

/**
 * failureKey explains in the form's alert why saving failed, from the answer's code (never its
 * English message); anything that is not an answer of the server is a network failure.
 */
export function failureKey(error: unknown): ErrorKey {
  if (!(error instanceof ApiError)) return 'network';
  switch (error.code) {
    case 'validation_failed':
      return 'invalid';
    case 'unauthenticated':
      return 'unauthenticated';
    case 'csrf':
      return 'csrf';
  }
  return 'server';
}
