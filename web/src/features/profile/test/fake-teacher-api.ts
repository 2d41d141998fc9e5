import { vi } from 'vitest';
import type { Profile } from '../api/profile';

/** ANA is the signed-in teacher of the tests. */
export const ANA = {
  id: 'u-1', email: 'ana@example.com', firstName: 'Ana', lastName: 'Cruz', role: 'teacher', language: 'en',
  emailVerified: true, organizationId: null, mfaEnabled: false,
};

/** newProfile is a just-registered teacher's profile, with `fields` changed. */
export function newProfile(fields: Partial<Profile> = {}): Profile {
  return {
    firstName: 'Ana', lastName: 'Cruz', email: 'ana@example.com', contactNumber: '+639171234567',
    address: '', city: '', state: '', zipCode: '', country: 'US', gender: null, dateOfBirth: null,
    strength: 20, complete: false, welcomeSeen: true, presentation: { url: '', attested: false },
    missing: ['profile.address', 'profile.city', 'resume', 'work_authorization', 'disclosures.criminal', 'preferences.skills'],
    ...fields,
  };
}

type Reply = { status: number; body?: unknown };

/** SentRequest is one unsafe request the page made, with its JSON body. */
export type SentRequest = { method: string; path: string; body: unknown; headers: Record<string, string> };

/**
 * fakeTeacherApi stands in for the API a signed-in teacher's profile page calls: who is signed
 * in, the countries, the profile (a PUT answers the profile with the values sent, unless a reply
 * is queued for its path) and an empty list of documents. It records every unsafe request.
 */
export function fakeTeacherApi(profile: Profile = newProfile()) {
  const state = { profile, sent: [] as SentRequest[] };
  const replies = new Map<string, Reply[]>();
  const json = ({ status, body }: Reply) =>
    new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input).replace(/^\/api/, '');
    const method = init.method ?? 'GET';
    const body: unknown = init.body ? JSON.parse(String(init.body)) : undefined;
    if (method !== 'GET') state.sent.push({ method, path, body, headers: init.headers as Record<string, string> });
    const queued = method !== 'GET' ? replies.get(path)?.shift() : undefined;
    if (queued) return json(queued);
    if (path === '/auth/me') return json({ status: 200, body: { user: ANA } });
    if (path.startsWith('/countries')) {
      return json({ status: 200, body: [{ code: 'PH', name: 'Philippines' }, { code: 'US', name: 'United States' }] });
    }
    if (path === '/me/profile' && method === 'PUT') state.profile = { ...state.profile, ...(body as Partial<Profile>) };
    if (path === '/me/profile') return json({ status: 200, body: state.profile });
    if (path === '/me/presentation') return json({ status: 200, body });
    if (path === '/me/welcome-seen') return json({ status: 204 });
    if (path === '/me/documents') return json({ status: 200, body: [] });
    // The consents the page shows below the profile (features/account).
    if (path === '/me/settings') return json({ status: 200, body: { consentContact: false, jobRecommendations: false, newsletter: false } });
    return json({ status: 404, body: { code: 'not_found', message: '' } });
  });
  return {
    state,
    /** reply queues the answer to the next unsafe request to `path`. */
    reply(path: string, reply: Reply) {
      replies.set(path, [...(replies.get(path) ?? []), reply]);
    },
  };
}
