import * as v from 'valibot';
import type { Options } from '@/lib/options';
import type { Preferences } from '../api/preferences';

/** SKILL_COUNT is how many skills a teacher ranks (docs/product.md §5). */
export const SKILL_COUNT = 5;

/** SUBJECT_OTHER is the subject whose text the teacher writes in `subjectOther`. */
export const SUBJECT_OTHER = 'other';

/** SUBJECT_OTHER_MAX is the longest `subjectOther` the server takes, in characters. */
export const SUBJECT_OTHER_MAX = 100;

/** VALUES_MAX is how many school philosophies a teacher may value (docs/api.md "Philosophy and cultural fit"). */
export const VALUES_MAX = 3;

/** FIELDS are the form's fields in screen order, named as in the API. */
export const FIELDS = ['gradeLevels', 'subjects', 'subjectOther', 'jobTypes', 'experienceSettings', 'values', 'skills'] as const;

/** chosen is the schema of a multi-select: at least one code, each one of `codes`. */
function chosen(codes: readonly string[]) {
  return v.pipe(
    v.array(v.string()),
    v.minLength(1, 'required'),
    v.check((values) => values.every((value) => codes.includes(value)), 'invalid'),
  );
}

/** codesOf is the schema of an optional multi-select: any number of `codes`, typed as the API's list. */
function codesOf<Code extends string>(codes: readonly string[]) {
  return v.custom<Code[]>(
    (values) => Array.isArray(values) && values.every((value) => typeof value === 'string' && codes.includes(value)),
    'invalid',
  );
}

/**
 * preferencesSchema checks the preferences with the server's rules and codes (docs/api.md "Teacher"),
 * the option codes being those the server listed: the text of "other" counts only while that
 * subject is chosen, the job types may be none (any type suits), the values none to three, and the
 * skills are exactly five different known codes.
 */
export function preferencesSchema(options: Options) {
  return v.pipe(
    v.object({
      gradeLevels: chosen(options.gradeLevels),
      subjects: chosen(options.subjects),
      subjectOther: v.pipe(v.string(), v.trim()),
      jobTypes: codesOf<NonNullable<Preferences['jobTypes']>[number]>(options.vacancyTypes),
      experienceSettings: chosen(options.experienceSettings),
      values: v.pipe(codesOf<NonNullable<Preferences['values']>[number]>(options.philosophies), v.maxLength(VALUES_MAX, 'too_many')),
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
