import type { Analytics, Country, Options, PublicConfig, User } from '@/lib/api-types';

/** ANA is the signed-in teacher of the tests. */
export const ANA: User = {
  id: 'u-1', email: 'ana@example.com', firstName: 'Ana', lastName: 'Cruz', role: 'teacher', language: 'en',
  emailVerified: true, organizationId: null, mfaEnabled: false,
};

/** SAM is the signed-in school user of the tests, of Hillsborough's district, with two-step verification set up. */
export const SAM: User = {
  id: 'u-2', email: 'sam@hcps.example', firstName: 'Sam', lastName: 'Lee', role: 'school', language: 'en',
  emailVerified: true, organizationId: 'o-1', mfaEnabled: true,
};

/** SUPPORT_EMAIL is the team address GET /api/config answers. */
export const SUPPORT_EMAIL = 'team@teachbay.test';

/** config is GET /api/config's answer, with `fields` changed. */
export function config(fields: Partial<PublicConfig> = {}): PublicConfig {
  return { recaptchaSiteKey: '', mapsBrowserKey: '', languages: ['en', 'es'], supportEmail: SUPPORT_EMAIL, ...fields };
}

/** OPTIONS are the option codes of the product, as GET /api/options answers. */
export const OPTIONS: Options = {
  gradeLevels: ['prek', 'elementary', 'middle', 'high', 'adult'],
  subjects: ['ela', 'reading', 'math', 'science', 'biology', 'chemistry', 'physics', 'earth_space',
    'social_studies', 'spanish', 'world_languages', 'esol', 'ese', 'elementary_all', 'early_childhood',
    'physical_education', 'health', 'art', 'music', 'computer_science', 'cte', 'gifted', 'other'],
  experienceSettings: ['public', 'private', 'charter', 'international', 'title1', 'urban', 'suburban',
    'rural', 'virtual', 'esol_classroom', 'inclusion', 'dual_language', 'gifted_program'],
  skills: ['classroom_management', 'differentiated_instruction', 'lesson_planning', 'data_driven_instruction',
    'technology_integration', 'esol_strategies', 'iep_support', 'project_based_learning', 'literacy_instruction',
    'stem_instruction', 'family_engagement', 'social_emotional_learning', 'culturally_responsive_teaching',
    'collaboration_plc', 'bilingual_instruction', 'behavior_intervention', 'curriculum_development',
    'mentoring_coaching'],
  designations: ['traditional', 'title1', 'magnet', 'charter', 'turnaround', 'dual_language', 'ese_center',
    'career_academy', 'virtual'],
  vacancyTypes: ['full_time', 'part_time', 'substitute', 'long_term_substitute'],
  applicationStatuses: ['pending', 'on-hold', 'candidate', 'interview', 'offered', 'hired', 'not_selected', 'withdrawn'],
  philosophies: ['project_based', 'inquiry_stem', 'arts_integration', 'dual_language_immersion', 'restorative_practices',
    'social_emotional_focus', 'international_baccalaureate', 'montessori', 'career_technical', 'community_school',
    'small_learning_community', 'structured_traditional'],
};

/** COUNTRIES are the country lists GET /api/countries answers in each language, sorted by name as the server sorts them. */
export const COUNTRIES: Record<string, Country[]> = {
  en: [
    { code: 'CA', name: 'Canada' },
    { code: 'MX', name: 'Mexico' },
    { code: 'PH', name: 'Philippines' },
    { code: 'US', name: 'United States' },
  ],
  es: [
    { code: 'CA', name: 'Canadá' },
    { code: 'US', name: 'Estados Unidos' },
    { code: 'PH', name: 'Filipinas' },
    { code: 'MX', name: 'México' },
  ],
};

/**
 * ANALYTICS is how Hillsborough answered its 40 applications of the period: 30 answered, 75 % of
 * all within 14 days, in 3.5 days at the median; to two vacancies.
 */
export const ANALYTICS: Analytics = {
  applications: 40, responded: 30, respondedWithin14DaysPct: 75, medianDaysToFirstResponse: 3.5,
  byStatus: { pending: 10, 'on-hold': 6, candidate: 8, interview: 4, offered: 2, hired: 3, not_selected: 5, withdrawn: 2 },
  medianDaysInStage: { pending: 3.5, 'on-hold': 6, candidate: 8.5, interview: 1, offered: null },
  vacancies: [
    {
      id: 'v-2', position: 'Science Teacher', applications: 12,
      byStatus: { pending: 4, 'on-hold': 2, candidate: 2, interview: 1, offered: 0, hired: 1, not_selected: 2, withdrawn: 0 },
    },
    {
      id: 'v-1', position: 'Math Teacher', applications: 28,
      byStatus: { pending: 6, 'on-hold': 4, candidate: 6, interview: 3, offered: 2, hired: 2, not_selected: 3, withdrawn: 2 },
    },
  ],
};

/** NO_ANALYTICS are the analytics of a period without applications. */
export const NO_ANALYTICS: Analytics = {
  applications: 0, responded: 0, respondedWithin14DaysPct: null, medianDaysToFirstResponse: null,
  byStatus: { pending: 0, 'on-hold': 0, candidate: 0, interview: 0, offered: 0, hired: 0, not_selected: 0, withdrawn: 0 },
  medianDaysInStage: { pending: null, 'on-hold': null, candidate: null, interview: null, offered: null },
  vacancies: [],
};
