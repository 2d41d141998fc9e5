import type { SectionState } from '../api/disclosures';
import { SECTIONS } from '../schema';

/** REVIEW is the step after the sections, where the teacher checks every answer. */
export const REVIEW = 'review';

/** SectionKey names a section (docs/api.md "Teacher"). */
export type SectionKey = 'profile' | 'employment' | 'criminal' | 'additional' | 'self_identification' | 'public_records';

/** Step is a section or the review. */
export type Step = SectionKey | typeof REVIEW;

/** SECTION_KEYS are the section steps, in order. */
export const SECTION_KEYS: readonly SectionKey[] = SECTIONS.map((section) => section.key as SectionKey);

/** STEPS are the wizard's steps, in order. */
export const STEPS: readonly Step[] = [...SECTION_KEYS, REVIEW];

/**
 * currentStep is the step the wizard shows: the one asked for in `?step=`, or else where the
 * teacher left off, the first section that is not complete (the review once all are).
 */
export function currentStep(requested: string | null, stateOf: (section: string) => SectionState): Step {
  const asked = STEPS.find((step) => step === requested);
  return asked ?? SECTION_KEYS.find((key) => stateOf(key) !== 'complete') ?? REVIEW;
}
