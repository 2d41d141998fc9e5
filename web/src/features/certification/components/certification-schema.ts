import type { FieldPath } from 'react-hook-form';
import * as v from 'valibot';
import type { CertificationStepCode } from '@/lib/api-types';
import { localToday } from '@/lib/dates';
import type { CertificationPath, CertificationView } from '../api/certification';

/** MAX_EXAMS is how many passed subject area exams a teacher may list (docs/api.md "Know before you go"). */
export const MAX_EXAMS = 10;

/** Route is a route code, or '' before the teacher picks one. */
export type Route = NonNullable<CertificationView['route']>;

/** CertificationValues are the form's values: every step, ticked or not, with its day ('' for none). */
export type CertificationValues = {
  route: Route | '';
  steps: Record<string, { done: boolean; date: string }>;
  subjectExams: { subject: string; passedOn: string }[];
};

/** notFuture refuses a day after the visitor's own today with the code "future". */
const notFuture = v.check((date: string) => date <= localToday(), 'future');

/** pastDay is a required day that has come. */
const pastDay = v.pipe(v.string(), v.nonEmpty('required'), notFuture);

/**
 * certificationSchema checks the path with the server's rules and codes: a route chosen, a step's
 * day (optional) not to come, and each exam's subject and day (the subject list offers each
 * subject once).
 */
export function certificationSchema(stepCodes: readonly string[]) {
  const step = v.object({ done: v.boolean(), date: v.union([v.literal(''), v.pipe(v.string(), notFuture)]) });
  return v.object({
    // The radio group offers only the server's routes: the form checks that one is chosen.
    route: v.custom<Route | ''>((route) => typeof route === 'string' && route !== '', 'required'),
    steps: v.object(Object.fromEntries(stepCodes.map((code) => [code, step]))),
    // The list offers no more than MAX_EXAMS rows.
    subjectExams: v.array(
      v.object({
        subject: v.pipe(v.string(), v.nonEmpty('required')),
        passedOn: pastDay,
      }),
    ),
  });
}

/** fieldsOf are the form's fields in screen order, named as the API names them. */
export function fieldsOf(stepCodes: readonly string[]): FieldPath<CertificationValues>[] {
  return [
    'route',
    ...stepCodes.flatMap((code) => [`steps.${code}.done` as const, `steps.${code}.date` as const]),
    ...Array.from({ length: MAX_EXAMS }, (_, i) => [`subjectExams.${i}.subject` as const, `subjectExams.${i}.passedOn` as const]).flat(),
  ];
}

/** valuesOf are the form's values for the path as the server answers it. */
export function valuesOf(view: CertificationView): CertificationValues {
  return {
    route: view.route ?? '',
    steps: Object.fromEntries(
      Object.entries(view.steps).map(([code, step]) => [code, { done: step.done, date: step.done ? (step.date ?? '') : '' }]),
    ),
    subjectExams: view.subjectExams.map((exam) => ({ ...exam })),
  };
}

/** nextStep is the route's first step not done, in its order; null when all are or no route is chosen. */
export function nextStep(
  routes: CertificationView['routes'],
  route: Route | '',
  steps: CertificationValues['steps'],
): CertificationStepCode | null {
  if (route === '') return null;
  return routes[route].find((code) => !steps[code]?.done) ?? null;
}

/** toPath is the body of the PUT: the route's steps done, each with its day when one is given. */
export function toPath(routes: CertificationView['routes'], values: CertificationValues): CertificationPath {
  const route = values.route as Route;
  return {
    route,
    steps: Object.fromEntries(
      routes[route]
        .filter((code) => values.steps[code]?.done)
        .map((code) => [code, { done: true, date: values.steps[code].date || null }]),
    ),
    subjectExams: values.subjectExams,
  };
}
