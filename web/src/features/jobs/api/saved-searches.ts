import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SavedQuery, SavedSearch, SavedSearchInput } from '@/lib/api-types';
import { searchParamsOf } from '@/lib/url-query';
import { BOARD_DEFAULTS, NO_FILTERS } from '../url-params';
import { pointOf } from '../places';
import type { VacancyFilters } from './vacancies';

/**
 * SavedSearch is one of the teacher's saved searches of the board (docs/api.md "Vacancies and
 * applications", saved searches): a name, the board's query and how often its alert is mailed.
 */
export type { SavedQuery, SavedSearch, SavedSearchInput } from '@/lib/api-types';

/** Frequency is how often a saved search's new vacancies are mailed. */
export type Frequency = SavedSearch['frequency'];

/** FREQUENCIES are the frequencies a saved search may have, the one offered first first. */
export const FREQUENCIES: readonly Frequency[] = ['weekly', 'daily'];

/** MAX_SAVED_SEARCHES is how many searches a teacher may keep (the server's 409 past them). */
export const MAX_SAVED_SEARCHES = 10;

/**
 * savedQueryOf is the board's search and filters as a saved search keeps them: every key, "" for
 * a filter not used, and the place with its radius or null. The board's order is not kept: an
 * alert lists the newest.
 */
export function savedQueryOf(filters: VacancyFilters): SavedQuery {
  const { q, school, district, level, subject, designation, workAuthorization } = filters;
  const point = pointOf(filters.near);
  const near = point && { ...point, radiusKm: Number(filters.radiusKm) };
  const minSalary = filters.minSalary === '' ? null : Number(filters.minSalary);
  return { q, school, district, level, subject, designation, type: '', workAuthorization, minSalary, near };
}

/** boardPathOf is the board's address that shows a saved search's vacancies. */
export function boardPathOf(query: SavedQuery): string {
  const { q, school, district, level, subject, designation, workAuthorization, minSalary, near } = query;
  const filters: VacancyFilters = {
    ...NO_FILTERS,
    ...{ q, school, district, level, subject, designation, workAuthorization, minSalary: minSalary === null ? '' : String(minSalary) },
    ...(near && { near: `${near.lat},${near.lng}`, radiusKm: String(near.radiusKm) }),
  };
  const search = searchParamsOf(filters, BOARD_DEFAULTS).toString();
  return search ? `/vacancies?${search}` : '/vacancies';
}

const savedSearchesKey = ['saved-searches'] as const;

/** useSavedSearches is the signed-in teacher's saved searches, oldest first. */
export function useSavedSearches() {
  return useQuery({ queryKey: savedSearchesKey, queryFn: () => api<SavedSearch[]>('/me/saved-searches') });
}

/** useSaveSearch saves a search of the board (POST /api/me/saved-searches); ten at most (409). */
export function useSaveSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SavedSearchInput) => api<SavedSearch>('/me/saved-searches', { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: savedSearchesKey }),
  });
}

/** useUpdateSavedSearch renames a saved search or changes its frequency (PUT, its query as it was). */
export function useUpdateSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: SavedSearchInput & { id: string }) =>
      api<SavedSearch>(`/me/saved-searches/${encodeURIComponent(id)}`, { method: 'PUT', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: savedSearchesKey }),
  });
}

/** useDeleteSavedSearch deletes a saved search, and so its mails. */
export function useDeleteSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<null>(`/me/saved-searches/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: savedSearchesKey }),
  });
}
