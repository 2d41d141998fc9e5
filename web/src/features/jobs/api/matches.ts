import { useQuery } from '@tanstack/react-query';
import { api, ApiError, retryOnFailure } from '@/lib/api-client';
import type { Answer } from '@/lib/api-types';


/** Reason is one factor of a match score (shared with the school's view of applicants). */
export type { Reason } from '@/lib/match-reasons';

/** Match is an open vacancy that fits the teacher, with its score (0-100) and the reasons for it. */
export type { Match } from '@/lib/api-types';

type Matches = Answer<'/api/me/matches', 'get'>;

/** MATCH_LIMIT is how many matches the page shows. */
export const MATCH_LIMIT = 20;

/** listMatches fetches the open vacancies that fit the signed-in teacher best, best first. */
export function listMatches(): Promise<Matches> {
  return api<Matches>(`/me/matches?limit=${MATCH_LIMIT}`);
}

/** isProfileIncomplete tells whether the server could not match because the teacher's profile is not complete. */
export function isProfileIncomplete(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === 'profile_incomplete';
}

/**
 * useMatches is the teacher's best matches. They depend on the whole profile (preferences,
 * disclosures, documents), which other pages change, so they are fetched again on each visit;
 * the key starts with "me" as the teacher's other data does. An incomplete profile (422
 * `profile_incomplete`) is an answer the list shows, not a failure.
 */
export function useMatches() {
  return useQuery({
    queryKey: ['me', 'matches', MATCH_LIMIT],
    queryFn: listMatches,
    select: (answer) => answer.items,
    staleTime: 0,
    retry: retryOnFailure,
    throwOnError: (error, query) => query.state.data === undefined && !isProfileIncomplete(error),
  });
}
