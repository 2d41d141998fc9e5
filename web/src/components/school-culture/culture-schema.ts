import * as v from 'valibot';
import { lengthOf } from '@/components/form/text-limit';
import type { ApiText } from '@/lib/api-errors';

// How a school teaches (docs/api.md "Philosophy and cultural fit"): the school portal and the admin
// console edit it with the same fields, rules and words.

/** PHILOSOPHY_MAX is how many philosophy codes a school may have. */
export const PHILOSOPHY_MAX = 5;

/** CULTURE_MAX is the longest culture text the server takes, in characters. */
export const CULTURE_MAX = 600;

/**
 * cultureEntries are the schema's entries of the two fields, with the server's codes: more than
 * five codes is too_many, a text over 600 characters (counted as the server counts) too_long.
 */
export const cultureEntries = {
  philosophy: v.pipe(v.array(v.string()), v.maxLength(PHILOSOPHY_MAX, 'too_many')),
  culture: v.pipe(
    v.string(),
    v.trim(),
    v.check((text) => lengthOf(text) <= CULTURE_MAX, 'too_long'),
  ),
};

/** CULTURE_FIELD_TEXTS are the two fields' messages for the server's codes, for a form's ErrorTexts. */
export const CULTURE_FIELD_TEXTS: Readonly<Record<string, ApiText>> = {
  'philosophy:too_many': 'school:culture.errors.tooMany',
  'philosophy:invalid': 'school:culture.errors.invalid',
  'culture:too_long': 'school:culture.errors.tooLong',
};
