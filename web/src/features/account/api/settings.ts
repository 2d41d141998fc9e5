/** Settings are the consents a teacher gives and may withdraw at any time (docs/api.md "Teacher"). */
export type { Settings } from '@/lib/api-types';
export { useSaveSettings, useSettings } from '@/lib/settings';

/** CONSENTS are the settings in the order the screen shows them. */
export const CONSENTS = ['consentContact', 'jobRecommendations', 'newsletter'] as const;
