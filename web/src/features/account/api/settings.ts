import { useMutation, useQuery } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';
import { api } from '@/lib/api-client';
import type { Settings } from '@/lib/api-types';

/** Settings are the consents a teacher gives and may withdraw at any time (docs/api.md "Teacher"). */
export type { Settings } from '@/lib/api-types';

/** CONSENTS are the settings in the order the screen shows them. */
export const CONSENTS = ['consentContact', 'jobRecommendations', 'newsletter'] as const;

const SETTINGS = ['me', 'settings'] as const;

/** useSettings is the signed-in teacher's consents. */
export function useSettings() {
  return useQuery({ queryKey: SETTINGS, queryFn: () => api<Settings>('/me/settings') });
}

/** useSaveSettings gives or withdraws consents. */
export function useSaveSettings() {
  return useMutation({
    mutationFn: (settings: Settings) => api<Settings>('/me/settings', { method: 'PUT', body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(SETTINGS, saved),
  });
}
