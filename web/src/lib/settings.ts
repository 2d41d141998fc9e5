import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import type { Settings } from './api-types';
import { queryClient } from './query-client';

const SETTINGS = ['me', 'settings'] as const;

/*
 * A teacher's settings are one document (GET and PUT /api/me/settings, docs/api.md "Teacher") that
 * two features edit, the consents and reference sharing: each saves the whole document with its own
 * part changed, so neither undoes the other's.
 */

/** useSettings is the signed-in teacher's settings. */
export function useSettings<S extends Settings = Settings>() {
  return useQuery({ queryKey: SETTINGS, queryFn: () => api<S>('/me/settings') });
}

/** useSaveSettings saves the settings; the answer replaces what every reader of them shows. */
export function useSaveSettings<S extends Settings = Settings>() {
  return useMutation({
    mutationFn: (settings: S) => api<S>('/me/settings', { method: 'PUT', body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(SETTINGS, saved),
  });
}
