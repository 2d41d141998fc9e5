/*
 * TEMPORARY until the server branch lands: these handlers use MSW's untyped `http`, since the
 * contract (lib/api-schema.d.ts) has no reference paths yet. The lead switches them to the typed
 * `http` of src/test/api/server.ts at merge; the bodies already follow api/wire.ts.
 */
import { http as untyped, type RequestHandler } from 'msw';
import { json } from '@/test/api/answers';
import { ANA } from '@/test/api/fixtures';
import { bodyOf, fakeApi, signIn, type SentRequest } from '@/test/api/requests';
import { http } from '@/test/api/server';
import type { Reference, ReferenceInput, RefereeForm, Settings } from '../api/wire';

const DAY = 24 * 60 * 60 * 1000;

/** daysFromNow is an instant `days` days from now (negative: ago), as the server writes them. */
export function daysFromNow(days: number): string {
  return new Date(Date.now() + days * DAY).toISOString();
}

/** reference is a draft referee, Rosa Díaz, Ana's principal, with `fields` changed. */
export function reference(fields: Partial<Reference> = {}): Reference {
  return {
    id: 'r-1', name: 'Rosa Díaz', email: 'rosa.diaz@school.example', relationship: 'principal',
    organization: 'Lincoln Elementary School', phone: '', status: 'draft',
    requestedAt: null, receivedAt: null, resendableAt: null,
    ...fields,
  };
}

/**
 * fakeReferencesApi stands in for a signed-in teacher's references and settings: the list answers
 * what the calls made of it, as the server would (a request opens a 7-day wait before it can be
 * sent again, a withdrawal makes it a draft again, her own address is refused). Every request is recorded; `reply` queues the
 * answer to the next "METHOD path".
 */
export function fakeReferencesApi(references: Reference[] = [], settings: Partial<Settings> = {}) {
  const state = {
    references,
    settings: { consentContact: true, jobRecommendations: false, newsletter: false, shareReferences: true, ...settings } as Settings,
    requests: [] as SentRequest[],
  };
  signIn();
  const change = (id: string, fields: Partial<Reference>) => {
    state.references = state.references.map((item) => (item.id === id ? { ...item, ...fields } : item));
    return state.references.find((item) => item.id === id);
  };
  const handlers: RequestHandler[] = [
    http.get('/api/auth/me', ({ response }) => response(200).json({ user: ANA })),
    untyped.get('/api/me/settings', () => json(200, state.settings)),
    untyped.put('/api/me/settings', async ({ request }) => {
      state.settings = (await bodyOf(request)) as Settings;
      return json(200, state.settings);
    }),
    untyped.get('/api/me/references', () => json(200, state.references)),
    untyped.post('/api/me/references', async ({ request }) => {
      const input = (await bodyOf(request)) as ReferenceInput;
      // The server refuses the teacher's own address as a referee's.
      if (input.email === ANA.email) return json(400, { code: 'validation_failed', message: 'Invalid input.', fields: { email: 'own_email' } });
      const added = reference({ ...input, id: `r-${state.references.length + 1}` });
      state.references = [...state.references, added];
      return json(201, added);
    }),
    untyped.put('/api/me/references/:id', async ({ params, request }) =>
      json(200, change(String(params.id), (await bodyOf(request)) as ReferenceInput))),
    untyped.delete('/api/me/references/:id', ({ params }) => {
      state.references = state.references.filter((item) => item.id !== params.id);
      return json(204);
    }),
    untyped.post('/api/me/references/:id/request', ({ params }) =>
      json(200, change(String(params.id), { status: 'requested', requestedAt: daysFromNow(0), resendableAt: daysFromNow(7) }))),
    untyped.post('/api/me/references/:id/withdraw', ({ params }) =>
      json(200, change(String(params.id), { status: 'draft', requestedAt: null, resendableAt: null }))),
  ];
  return { state, ...fakeApi(state.requests, handlers) };
}

/** FORM is the request of the referee's link: Ana asks Rosa, in `language`. */
export function refereeForm(language: 'en' | 'es' = 'en'): RefereeForm {
  return { teacherName: 'Ana Cruz', relationship: 'principal', language, expiresAt: '2026-12-11T12:00:00Z' };
}

/**
 * fakeRefereeApi stands in for the referee's side, with no account: the link `token` answers
 * `form`, any other token is 400 invalid_token, and an answer or a decline is 204 and uses it up.
 */
export function fakeRefereeApi(token: string, form: RefereeForm = refereeForm()) {
  const requests: SentRequest[] = [];
  let used = false;
  const valid = (request: Request) => !used && new URL(request.url).searchParams.get('token') === token;
  const invalid = () => json(400, { code: 'invalid_token', message: 'The link is no longer valid.' });
  const handlers: RequestHandler[] = [
    untyped.get('/api/references/form', ({ request }) => (valid(request) ? json(200, form) : invalid())),
    untyped.post('/api/references/form', ({ request }) => {
      if (!valid(request)) return invalid();
      used = true;
      return json(204);
    }),
    untyped.post('/api/references/decline', ({ request }) => {
      if (!valid(request)) return invalid();
      used = true;
      return json(204);
    }),
  ];
  return fakeApi(requests, handlers);
}
