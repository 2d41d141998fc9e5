import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Preferences } from '@/lib/api-types';
import { queryClient } from '@/lib/query-client';

/**
 * Preferences are what a teacher looks for (GET|PUT /api/me/preferences, docs/api.md "Teacher"):
 * codes of the option lists, the text of the subject "other", and five skills, strongest first.
 */
export type { Preferences } from '@/lib/api-types';

/** PREFERENCES is the query key of the signed-in teacher's preferences. */
export const PREFERENCES = ['me', 'preferences'] as const;

/** getPreferences fetches the teacher's preferences; a new teacher's lists are empty. */
export function getPreferences(): Promise<Preferences> {
  return api<Preferences>('/me/preferences');
}

/** savePreferences replaces the teacher's preferences and returns them as saved. */
export function savePreferences(preferences: Preferences): Promise<Preferences> {
  return api<Preferences>('/me/preferences', { method: 'PUT', body: preferences });
}

/** usePreferences is the signed-in teacher's preferences. */
export function usePreferences() {
  return useQuery({ queryKey: PREFERENCES, queryFn: getPreferences });
}

/** useSavePreferences saves the preferences and keeps the saved ones as the query's data. */
export function useSavePreferences() {
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: (saved) => queryClient.setQueryData(PREFERENCES, saved),
  });
}
