import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Presentation, Profile, ProfileInput } from '@/lib/api-types';
import { queryClient } from '@/lib/query-client';

/**
 * ProfileInput is what the teacher edits: the body of PUT /api/me/profile (docs/api.md "Teacher"), with
 * their optional Gender, date of birth and highest Degree (null when not given). Profile is GET /api/me/profile:
 * the details, their strength (0 to 100, docs/design.md §5) and what is still missing, as codes in a
 * fixed order ("profile.city", "resume", "disclosures.criminal"). Presentation is the public link
 * to a video of the teacher teaching.
 */
export type { Degree, Gender, Presentation, Profile, ProfileInput } from '@/lib/api-types';

/** PROFILE is the query key of the teacher's profile; the keys of the teacher's data start with "me". */
export const PROFILE = ['me', 'profile'] as const;

/** getProfile fetches the signed-in teacher's profile. */
export function getProfile(): Promise<Profile> {
  return api<Profile>('/me/profile');
}

/**
 * useProfile is the teacher's profile, shared by everything on the page that shows a part of it.
 * A part that only adds to its page (the setup steps, the welcome) reads it `quiet`: it goes on
 * without the profile when it cannot be loaded, where the page itself would say so.
 */
export function useProfile({ quiet = false } = {}) {
  return useQuery({ queryKey: PROFILE, queryFn: getProfile, ...(quiet && { throwOnError: false }) });
}

/** saveProfile stores the teacher's details and answers with the whole profile. */
export function saveProfile(input: ProfileInput): Promise<Profile> {
  return api<Profile>('/me/profile', { method: 'PUT', body: input });
}

/** useSaveProfile saves the details; the strength and missing list shown follow the answer. */
export function useSaveProfile() {
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: (profile) => queryClient.setQueryData(PROFILE, profile),
  });
}

/** savePresentation stores the presentation link with the teacher's statement about it. */
export function savePresentation(url: string): Promise<Presentation> {
  return api<Presentation>('/me/presentation', { method: 'PUT', body: { url, attested: true } });
}

/**
 * useSavePresentation saves the link, puts it in the profile at once and fetches the profile
 * again for its new strength.
 */
export function useSavePresentation() {
  return useMutation({
    mutationFn: savePresentation,
    onSuccess: (presentation) => {
      queryClient.setQueryData<Profile>(PROFILE, (profile) => profile && { ...profile, presentation });
      void queryClient.invalidateQueries({ queryKey: PROFILE });
    },
  });
}

/** markWelcomeSeen records that the teacher has read the welcome message. */
export function markWelcomeSeen(): Promise<null> {
  return api<null>('/me/welcome-seen', { method: 'POST' });
}

/** useWelcomeSeen records it and hides the welcome message at once. */
export function useWelcomeSeen() {
  return useMutation({
    mutationFn: markWelcomeSeen,
    onMutate: () => queryClient.setQueryData<Profile>(PROFILE, (profile) => profile && { ...profile, welcomeSeen: true }),
  });
}
