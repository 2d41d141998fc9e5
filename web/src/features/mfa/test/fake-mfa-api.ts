import type { User } from '@/lib/api-types';
import { ANA } from '@/test/api/fixtures';
import { fakeApi, type SentRequest } from '@/test/api/requests';
import { http } from '@/test/api/server';

/** TEACHER is the signed-in user of the tests, without two-factor authentication. */
export const TEACHER = ANA;

/** SECRET is the secret the fake's setup answers, and RECOVERY_CODES the codes its confirmation does. */
export const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
export const RECOVERY_CODES = Array.from({ length: 10 }, (_, i) => `ABCD${i}-FGHI${i}`);

const OTPAUTH_URL = `otpauth://totp/TeachBay:ana%40example.com?secret=${SECRET}&issuer=TeachBay&algorithm=SHA1&digits=6&period=30`;

/**
 * fakeMfaApi stands in for the signed-in user's two-factor authentication API. The code 123456
 * and the password "harbour lights at dusk" are right; `reply` queues the answer to the next
 * request to "METHOD path". /auth/me keeps answering the user it started with, as a page that
 * updated its own copy of the user must not need to ask again.
 */
export function fakeMfaApi(user: User | null = TEACHER) {
  const requests: SentRequest[] = [];
  const unauthenticated = { code: 'unauthenticated', message: '' };
  const { reply } = fakeApi(requests, [
    http.get('/api/auth/me', ({ response }) => (user ? response(200).json({ user }) : response(401).json(unauthenticated))),
    http.post('/api/auth/refresh', ({ response }) => response(401).json(unauthenticated)),
    http.get('/api/me/settings', ({ response }) => response(200).json({ consentContact: true, jobRecommendations: false, newsletter: false })),
    http.post('/api/me/mfa/setup', ({ response }) => response(200).json({ secret: SECRET, otpauthUrl: OTPAUTH_URL })),
    http.post('/api/me/mfa/confirm', async ({ request, response }) => {
      const { code } = await request.json();
      if (code === '123456') return response(200).json({ recoveryCodes: RECOVERY_CODES });
      return response(401).json({ code: 'invalid_code', message: 'invalid code' });
    }),
    http.delete('/api/me/mfa', async ({ request, response }) => {
      const { password } = await request.json();
      if (password === 'harbour lights at dusk') return response(204).empty();
      return response(400).json({ code: 'validation_failed', message: 'x', fields: { password: 'incorrect' } });
    }),
  ]);
  return {
    /** sent lists the requests to a path with their bodies. */
    sent: (path: string) => requests.filter((request) => request.path === path),
    reply,
  };
}
