import type { Profile } from '@/lib/api-types';
import { answer, type AnyReply, type Reply } from '@/test/api/answers';
import { ANA } from '@/test/api/fixtures';
import { read, serve, type SentRequest } from '@/test/api/requests';
import { http } from '@/test/api/server';

/** newProfile is a just-registered teacher's profile, with `fields` changed. */
export function newProfile(fields: Partial<Profile> = {}): Profile {
  return {
    firstName: 'Ana', lastName: 'Cruz', email: 'ana@example.com', contactNumber: '+639171234567',
    address: '', city: '', state: '', zipCode: '', country: 'US', gender: null, dateOfBirth: null, highestDegree: null, timeZone: 'America/New_York',
    strength: 20, complete: false, welcomeSeen: true, presentation: { url: '', attested: false },
    missing: ['profile.address', 'profile.city', 'resume', 'work_authorization', 'disclosures.criminal', 'preferences.skills'],
    ...fields,
  };
}

/**
 * fakeTeacherApi stands in for the API a signed-in teacher's profile page calls: who is signed
 * in, the countries, the profile (a PUT answers the profile with the values sent, unless a reply
 * is queued for its path) and an empty list of documents. It records every unsafe request.
 */
export function fakeTeacherApi(profile: Profile = newProfile()) {
  const state = { profile, sent: [] as Omit<SentRequest, 'query'>[] };
  const replies = new Map<string, AnyReply[]>();
  serve(
    http.untyped.all('/api/*', async ({ request }) => {
      if (request.method === 'GET') return undefined;
      const { method, path, body, headers } = await read(request);
      state.sent.push({ method, path, body, headers });
      const queued = replies.get(path)?.shift();
      return queued && answer(queued);
    }),
    http.get('/api/auth/me', ({ response }) => response(200).json({ user: ANA })),
    http.get('/api/me/profile', ({ response }) => response(200).json(state.profile)),
    http.put('/api/me/profile', async ({ request, response }) => {
      // As the server: an empty time zone leaves the one it has.
      const input = await request.json();
      state.profile = { ...state.profile, ...input, timeZone: input.timeZone || state.profile.timeZone };
      return response(200).json(state.profile);
    }),
    http.put('/api/me/presentation', async ({ request, response }) => response(200).json(await request.json())),
    http.post('/api/me/welcome-seen', ({ response }) => response(204).empty()),
    http.get('/api/me/documents', ({ response }) => response(200).json([])),
    // The consents the page shows below the profile (features/account).
    http.get('/api/me/settings', ({ response }) => response(200).json({ consentContact: false, jobRecommendations: false, newsletter: false })),
  );
  return {
    state,
    /** reply queues the answer to the next unsafe request to `path`. */
    reply<P extends string>(path: P, reply: Reply<`${'POST' | 'PUT' | 'DELETE'} ${P}`>) {
      replies.set(path, [...(replies.get(path) ?? []), reply]);
    },
  };
}
