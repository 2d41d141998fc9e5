/** SetupStep is a step of the profile setup flow (docs/product.md §4), in order. */
export type SetupStep = 'profile' | 'disclosures' | 'preferences';

/** SETUP_STEPS are the steps in the order a teacher takes them, each with its page. */
export const SETUP_STEPS: readonly { step: SetupStep; path: string }[] = [
  { step: 'profile', path: '/teacher/profile' },
  { step: 'disclosures', path: '/teacher/disclosures' },
  { step: 'preferences', path: '/teacher/preferences' },
];

/** MISSING_CODES are the codes of what a profile may lack, in the order the server lists them. */
export const MISSING_CODES = [
  'profile.firstName',
  'profile.lastName',
  'profile.contactNumber',
  'profile.address',
  'profile.city',
  'profile.state',
  'profile.zipCode',
  'profile.country',
  'resume',
  'lesson_plan',
  'certification',
  'evaluation',
  'reference',
  'presentation',
  'work_authorization',
  'disclosures.profile',
  'disclosures.employment',
  'disclosures.criminal',
  'disclosures.additional',
  'disclosures.self_identification',
  'disclosures.public_records',
  'preferences.gradeLevels',
  'preferences.subjects',
  'preferences.experienceSettings',
  'preferences.skills',
] as const;

/** MissingCode is one of MISSING_CODES; its text is `missing.<code>` of the `profile` texts. */
export type MissingCode = (typeof MISSING_CODES)[number];

/** isMissingCode tells whether the server's code is one the page knows how to name. */
export function isMissingCode(code: string): code is MissingCode {
  return (MISSING_CODES as readonly string[]).includes(code);
}

/**
 * stepOf is the setup step that fixes a missing code: disclosures and preferences have their
 * own pages; the details, documents, presentation and work authorization are on the profile.
 */
export function stepOf(code: string): SetupStep {
  if (code.startsWith('disclosures.')) return 'disclosures';
  if (code.startsWith('preferences.')) return 'preferences';
  return 'profile';
}

/**
 * missingHref is where a missing code is fixed: `profile.city` → the field on the profile page,
 * `resume` → its block there, `disclosures.criminal` → that step of the wizard,
 * `preferences.skills` → that field of the preferences page.
 */
export function missingHref(code: string): string {
  const [group, name] = code.split('.', 2);
  switch (group) {
    case 'profile':
      return `/teacher/profile#${name}`;
    case 'disclosures':
      return `/teacher/disclosures?step=${encodeURIComponent(name)}`;
    case 'preferences':
      return `/teacher/preferences#${name}`;
  }
  return `/teacher/profile#${code}`;
}

/**
 * nextMissing is the next thing to do for the profile: the first missing item the page can
 * name, since the server lists them in the order of the setup steps; undefined when none is.
 */
export function nextMissing(missing: readonly string[]): MissingCode | undefined {
  return missing.find(isMissingCode);
}
