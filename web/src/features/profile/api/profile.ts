import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

/** Gender is the teacher's optional answer; null when not given. */
export type Gender = 'male' | 'female' | 'any';

/** ProfileInput is what the teacher edits: the body of PUT /api/me/profile (API.md "Teacher"). */
export type ProfileInput = {
  firstName: string;
  lastName: string;
  contactNumber: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  gender: Gender | null;
  /** ISO date, or null when not given. */
  dateOfBirth: string | null;
};

/** Presentation is the public link to a video of the teacher teaching. */
export type Presentation = { url: string; attested: boolean };

/** Profile is GET /api/me/profile: the details, and how complete the profile is. */
export type Profile = ProfileInput & {
  email: string;
  /** Profile strength, 0 to 100 (DESIGN.md §5). */
  strength: number;
  complete: boolean;
  /** What is still missing, as codes in a fixed order ("profile.city", "resume", "disclosures.criminal"). */
  missing: string[];
  welcomeSeen: boolean;
  presentation: Presentation;
};

/** PROFILE is the query key of the teacher's profile; the keys of the teacher's data start with "me". */
export const PROFILE = ['me', 'profile'] as const;

/** getProfile fetches the signed-in teacher's profile. */
export function getProfile(): Promise<Profile> {
  return api<Profile>('/me/profile');
}

/** useProfile is the teacher's profile, shared by everything on the page that shows a part of it. */
export function useProfile() {
  return useQuery({ queryKey: PROFILE, queryFn: getProfile });
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
