import { useQuery } from '@tanstack/react-query';
import { api, retryOnFailure } from '@/lib/api-client';
import type { VacancyPage } from '@/lib/api-types';

/** VACANCY_HITS is how many open vacancies the results page lists by title; the board has the rest. */
export const VACANCY_HITS = 5;

/** searchVacancies fetches the newest open vacancies whose title or description has the words. */
export function searchVacancies(query: string): Promise<VacancyPage> {
  return api<VacancyPage>(`/vacancies?${new URLSearchParams({ q: query, pageSize: String(VACANCY_HITS) })}`);
}

/**
 * useVacancySearch is the open vacancies a site search finds, read live from the board's search
 * (docs/api.md "Vacancies and applications"): job titles change by the minute, so no index built
 * with the app could hold them. A failure is said in place, beside the pages found.
 */
export function useVacancySearch(query: string) {
  return useQuery({
    queryKey: ['vacancies', 'site-search', query],
    queryFn: () => searchVacancies(query),
    retry: retryOnFailure,
    throwOnError: false,
  });
}
