import type { RequestHandler } from 'msw';
import { ANA } from '@/test/api/fixtures';
import { bodyOf, fakeApi, signIn, type SentRequest } from '@/test/api/requests';
import { http } from '@/test/api/server';
import type { Reference, ReferenceInput, RefereeForm, Relationship, Settings } from '@/lib/api-types';

const DAY = 24 * 60 * 60 * 1000;

/** daysFromNow is an instant `days` days from now (negative: ago), as the server writes them. */
export function daysFromNow(days: number): string {
  return new Date(Date.now() + days * DAY).toISOString();
}

/** referee is a reference's fields as the server keeps them from a form's body (it refuses an unknown relationship). */
function referee({ relationship, organization = '', phone = '', ...input }: ReferenceInput): Partial<Reference> {
  return { ...input, relationship: relationship as Relationship, organization, phone };
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
    return state.references.find((item) => item.id === id)!;
  };
  const handlers: RequestHandler[] = [
    http.get('/api/auth/me', ({ response }) => response(200).json({ user: ANA })),
    http.get('/api/me/settings', ({ response }) => response(200).json(state.settings)),
    http.put('/api/me/settings', async ({ request, response }) => {
      state.settings = (await bodyOf(request)) as Settings;
      return response(200).json(state.settings);
    }),
    http.get('/api/me/references', ({ response }) => response(200).json(state.references)),
    http.post('/api/me/references', async ({ request, response }) => {
      const input = (await bodyOf(request)) as ReferenceInput;
      // The server refuses the teacher's own address as a referee's.
      if (input.email === ANA.email) return response(400).json({ code: 'validation_failed', message: 'Invalid input.', fields: { email: 'own_email' } });
      const added = reference({ ...referee(input), id: `r-${state.references.length + 1}` });
      state.references = [...state.references, added];
      return response(201).json(added);
    }),
    http.put('/api/me/references/{id}', async ({ params, request, response }) =>
      response(200).json(change(params.id, referee((await bodyOf(request)) as ReferenceInput)))),
    http.delete('/api/me/references/{id}', ({ params, response }) => {
      state.references = state.references.filter((item) => item.id !== params.id);
      return response(204).empty();
    }),
    http.post('/api/me/references/{id}/request', ({ params, response }) =>
      response(200).json(change(params.id, { status: 'requested', requestedAt: daysFromNow(0), resendableAt: daysFromNow(7) }))),
    http.post('/api/me/references/{id}/withdraw', ({ params, response }) =>
      response(200).json(change(params.id, { status: 'draft', requestedAt: null, resendableAt: null }))),
  ];
  return { state, ...fakeApi(state.requests, handlers) };
}

/** FORM is the request of the referee's link: Ana asks Rosa, in `language`. */
export function refereeForm(language: 'en' | 'es' = 'en'): RefereeForm {
  return {
    teacherName: 'Ana Cruz', relationship: 'principal', language, expiresAt: '2026-12-11T12:00:00Z',
    questions: ['instruction', 'classroomManagement', 'studentRelationships', 'collaboration', 'professionalism'],
  };
}

/**
 * fakeRefereeApi stands in for the referee's side, with no account: the link `token` answers
 * `form`, any other token is 400 invalid_token, and an answer or a decline is 204 and uses it up.
 */
export function fakeRefereeApi(token: string, form: RefereeForm = refereeForm()) {
  const requests: SentRequest[] = [];
  let used = false;
  const valid = (request: Request) => !used && new URL(request.url).searchParams.get('token') === token;
  const invalid = { code: 'invalid_token', message: 'The link is no longer valid.' };
  const handlers: RequestHandler[] = [
    http.get('/api/references/form', ({ request, response }) => (valid(request) ? response(200).json(form) : response(400).json(invalid))),
    http.post('/api/references/form', ({ request, response }) => {
      if (!valid(request)) return response(400).json(invalid);
      used = true;
      return response(204).empty();
    }),
    http.post('/api/references/decline', ({ request, response }) => {
      if (!valid(request)) return response(400).json(invalid);
      used = true;
      return response(204).empty();
    }),
  ];
  return fakeApi(requests, handlers);
}
