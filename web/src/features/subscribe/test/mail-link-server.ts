import { bodyOf, headersOf, serve } from '@/test/api/requests';
import { http } from '@/test/api/server';
import { countries, respond, type SubscribeReply } from './subscribe-server';

/** UNSUBSCRIBED is the server's answer to an unsubscribe token it took. */
export const UNSUBSCRIBED: SubscribeReply = { status: 200, body: { message: 'You have been unsubscribed.' } };

/** CONFIRMED is the server's answer to a confirmation token it took. */
export const CONFIRMED: SubscribeReply = { status: 200, body: { message: 'Your subscription is confirmed.' } };

/** RECOMMENDATIONS_STOPPED is the server's answer to the token of a job recommendations mail. */
export const RECOMMENDATIONS_STOPPED: SubscribeReply = {
  status: 200,
  body: { message: 'You will no longer receive job recommendations.' },
};

/** SEARCH_STOPPED is the server's answer to the token of a saved search's alert. */
export const SEARCH_STOPPED: SubscribeReply = { status: 200, body: { message: 'The saved search was deleted.' } };

/** INVALID_TOKEN is the server's answer to a used, unknown or expired token. */
export const INVALID_TOKEN: SubscribeReply = {
  status: 400,
  body: { code: 'invalid_token', message: 'This link is not valid.' },
};

/** MailLinkRequest is one POST the page made with the token of a mail link. */
export type MailLinkRequest = { path: string; token: string | null; body: unknown; headers: Record<string, string> };

/**
 * fakeMailLinkServer stands in for the TeachBay API: it answers the POSTs of the mails' links
 * (/api/subscribers/unsubscribe, /api/subscribers/confirm, /api/recommendations/unsubscribe and
 * /api/saved-searches/unsubscribe)
 * with the queued replies, then with `fallback`. It also serves the country list, for the page's
 * form. `hold` keeps the next answer waiting until the returned function is called.
 */
export function fakeMailLinkServer(fallback: SubscribeReply) {
  const requests: MailLinkRequest[] = [];
  const replies: (SubscribeReply | Promise<SubscribeReply>)[] = [];
  const mailLink = async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const headers = headersOf(request);
    requests.push({ path: url.pathname, token: url.searchParams.get('token'), body: await bodyOf(request), headers });
    return respond(await (replies.shift() ?? fallback));
  };
  serve(
    countries(),
    http.untyped.post('/api/subscribers/unsubscribe', mailLink),
    http.untyped.post('/api/subscribers/confirm', mailLink),
    http.untyped.post('/api/recommendations/unsubscribe', mailLink),
    http.untyped.post('/api/saved-searches/unsubscribe', mailLink),
  );
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
