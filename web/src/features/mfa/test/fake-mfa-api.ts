import { vi } from 'vitest';

/** TEACHER is the signed-in user of the tests, without two-factor authentication. */
export const TEACHER = {
  id: 'u-1', email: 'ana@example.com', firstName: 'Ana', lastName: 'Cruz', role: 'teacher', language: 'en',
  emailVerified: true, organizationId: null as string | null, mfaEnabled: false,
};

/** SECRET is the secret the fake's setup answers, and RECOVERY_CODES the codes its confirmation does. */
export const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
export const RECOVERY_CODES = Array.from({ length: 10 }, (_, i) => `ABCD${i}-FGHI${i}`);

/** Reply is an answer of the fake API. */
type Reply = { status: number; body?: unknown };

/**
 * fakeMfaApi stands in for the signed-in user's two-factor authentication API. The code 123456
 * and the password "harbour lights at dusk" are right; `reply` queues the answer to the next
 * request to "METHOD path". /auth/me keeps answering the user it started with, as a page that
 * updated its own copy of the user must not need to ask again.
 */
export function fakeMfaApi(user: typeof TEACHER | null = TEACHER) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const replies = new Map<string, Reply[]>();
  const json = ({ status, body }: Reply) =>
    new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const wrongCode = { status: 401, body: { code: 'invalid_code', message: 'invalid code' } };

  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input).replace(/^\/api/, '');
    const method = init.method ?? 'GET';
    const body: unknown = init.body ? JSON.parse(String(init.body)) : undefined;
    sent.push({ method, path, body });
    const queued = replies.get(`${method} ${path}`)?.shift();
    if (queued) return json(queued);
    if (path === '/auth/me') {
      return json(user ? { status: 200, body: { user } } : { status: 401, body: { code: 'unauthenticated', message: '' } });
    }
    if (path === '/auth/refresh') return json({ status: 401, body: { code: 'unauthenticated', message: '' } });
    if (path === '/me/settings') return json({ status: 200, body: { consentContact: true, jobRecommendations: false, newsletter: false } });
    if (path === '/me/mfa/setup' && method === 'POST') {
      return json({ status: 200, body: { secret: SECRET, otpauthUrl: `otpauth://totp/TeachBay:ana%40example.com?secret=${SECRET}&issuer=TeachBay&algorithm=SHA1&digits=6&period=30` } });
    }
    if (path === '/me/mfa/confirm' && method === 'POST') {
      return json((body as { code: string }).code === '123456' ? { status: 200, body: { recoveryCodes: RECOVERY_CODES } } : wrongCode);
    }
    if (path === '/me/mfa' && method === 'DELETE') {
      if ((body as { password: string }).password === 'harbour lights at dusk') return json({ status: 204 });
      return json({ status: 400, body: { code: 'validation_failed', message: 'x', fields: { password: 'incorrect' } } });
    }
    return json({ status: 404, body: { code: 'not_found', message: 'not found' } });
  });

  return {
    /** sent lists the requests to a path with their bodies. */
    sent: (path: string) => sent.filter((request) => request.path === path),
    /** reply queues the answer to the next request "METHOD path". */
    reply(request: string, reply: Reply) {
      replies.set(request, [...(replies.get(request) ?? []), reply]);
    },
  };
}
