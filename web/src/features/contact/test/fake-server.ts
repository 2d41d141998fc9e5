import { vi } from 'vitest';

/** SITE_KEY is the reCAPTCHA site key the fake server hands out unless told otherwise. */
export const SITE_KEY = 'test-site-key';

/** SUPPORT_EMAIL is the team address the fake server hands out. */
export const SUPPORT_EMAIL = 'team@teachbay.test';

type Reply = { status: number; body: unknown } | 'network-error';

const SENT: Reply = { status: 200, body: { message: 'Message sent successfully!' } };

/** SentRequest is one POST /api/contact the form made. */
export type SentRequest = { body: Record<string, string>; headers: Record<string, string> };

function respond(reply: Reply): Response {
  if (reply === 'network-error') throw new TypeError('Failed to fetch');
  return new Response(JSON.stringify(reply.body), {
    status: reply.status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * fakeServer replaces fetch with a stand-in for the TeachBay API: GET /api/config and
 * POST /api/contact, which answers with the queued replies (200 by default). `hold` keeps the
 * next contact request waiting until the returned function is called.
 */
export function fakeServer({ siteKey = SITE_KEY } = {}) {
  const sent: SentRequest[] = [];
  const replies: (Reply | Promise<Reply>)[] = [];
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push(url);
    if (url === '/api/config') {
      return respond({
        status: 200,
        body: {
          recaptchaSiteKey: siteKey,
          mapsBrowserKey: '',
          languages: ['en', 'es'],
          supportEmail: SUPPORT_EMAIL,
        },
      });
    }
    if (url === '/api/contact' && init.method === 'POST') {
      sent.push({ body: JSON.parse(String(init.body)), headers: init.headers as Record<string, string> });
      return respond(await (replies.shift() ?? SENT));
    }
    return respond({ status: 404, body: { code: 'not_found', message: 'No such API endpoint' } });
  });
  return {
    /** Every URL fetched, in order. */
    calls,
    /** The contact requests, in order. */
    sent,
    /** reply queues the answer to the next contact request. */
    reply(next: Reply) {
      replies.push(next);
    },
    /** hold keeps the next contact request waiting; call the result to answer it. */
    hold(): (next?: Reply) => void {
      let release: (reply: Reply) => void = () => {};
      replies.push(new Promise<Reply>((resolve) => (release = resolve)));
      return (next = SENT) => release(next);
    },
  };
}
