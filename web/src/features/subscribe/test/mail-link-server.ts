import { vi } from 'vitest';
import { COUNTRIES, type SubscribeReply } from './subscribe-server';

/** UNSUBSCRIBED is the server's answer to an unsubscribe token it took. */
export const UNSUBSCRIBED: SubscribeReply = { status: 200, body: { message: 'You have been unsubscribed.' } };

/** CONFIRMED is the server's answer to a confirmation token it took. */
export const CONFIRMED: SubscribeReply = { status: 200, body: { message: 'Your subscription is confirmed.' } };

/** RECOMMENDATIONS_STOPPED is the server's answer to the token of a job recommendations mail. */
export const RECOMMENDATIONS_STOPPED: SubscribeReply = {
  status: 200,
  body: { message: 'You will no longer receive job recommendations.' },
};

/** INVALID_TOKEN is the server's answer to a used, unknown or expired token. */
export const INVALID_TOKEN: SubscribeReply = {
  status: 400,
  body: { code: 'invalid_token', message: 'This link is not valid.' },
};

/** MailLinkRequest is one POST the page made with the token of a mail link. */
export type MailLinkRequest = { path: string; token: string | null; body: unknown; headers: HeadersInit | undefined };

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * fakeMailLinkServer replaces fetch with a stand-in for the TeachBay API that answers the POSTs
 * of the mails' links (/api/subscribers/unsubscribe, /api/subscribers/confirm and
 * /api/recommendations/unsubscribe) with the queued replies, then with `fallback`. It also serves the country list, for the page's form.
 * `hold` keeps the next answer waiting until the returned function is called.
 */
export function fakeMailLinkServer(fallback: SubscribeReply) {
  const requests: MailLinkRequest[] = [];
  const replies: (SubscribeReply | Promise<SubscribeReply>)[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://teachbay.test');
    if (url.pathname === '/api/countries') return json(200, COUNTRIES[url.searchParams.get('lang') ?? 'en']);
    const mailLink = url.pathname.startsWith('/api/subscribers/') || url.pathname === '/api/recommendations/unsubscribe';
    if (mailLink && init?.method === 'POST') {
      const body = init.body === undefined ? undefined : JSON.parse(String(init.body));
      requests.push({ path: url.pathname, token: url.searchParams.get('token'), body, headers: init.headers });
      const reply = await (replies.shift() ?? fallback);
      if (reply === 'network') throw new TypeError('Failed to fetch');
      return json(reply.status, reply.body);
    }
    return json(404, { code: 'not_found', message: 'Not found' });
  });
  return {
    requests,
    /** reply queues the answer to the next POST. */
    reply(next: SubscribeReply) {
      replies.push(next);
    },
    /** hold keeps the next POST waiting; call the result to answer it with `fallback`. */
    hold(): () => void {
      let release: (reply: SubscribeReply) => void = () => {};
      replies.push(new Promise<SubscribeReply>((resolve) => (release = resolve)));
      return () => release(fallback);
    },
  };
}
