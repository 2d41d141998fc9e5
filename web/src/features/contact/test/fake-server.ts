import { answer, unreachable, type Reply } from '@/test/api/answers';
import { config } from '@/test/api/fixtures';
import { bodyOf, headersOf, serve } from '@/test/api/requests';
import { http } from '@/test/api/server';

export { SUPPORT_EMAIL } from '@/test/api/fixtures';

/** SITE_KEY is the reCAPTCHA site key the fake server hands out unless told otherwise. */
export const SITE_KEY = 'test-site-key';

type ContactReply = Omit<Reply<'POST /contact'>, 'wait'> | 'network-error';

const SENT: ContactReply = { status: 200, body: { message: 'Message sent successfully!' } };

/** SentRequest is one POST /api/contact the form made. */
export type SentRequest = { body: Record<string, string>; headers: Record<string, string> };

/**
 * fakeServer stands in for the TeachBay API: GET /api/config and POST /api/contact, which
 * answers with the queued replies (200 by default). `hold` keeps the next contact request
 * waiting until the returned function is called.
 */
export function fakeServer({ siteKey = SITE_KEY } = {}) {
  const sent: SentRequest[] = [];
  const replies: (ContactReply | Promise<ContactReply>)[] = [];
  const calls: string[] = [];
  serve(
    http.untyped.all('*', ({ request }) => {
      const url = new URL(request.url);
      calls.push(url.pathname + url.search);
    }),
    http.get('/api/config', ({ response }) => response(200).json(config({ recaptchaSiteKey: siteKey }))),
    http.post('/api/contact', async ({ request, response }) => {
      sent.push({ body: (await bodyOf(request)) as SentRequest['body'], headers: headersOf(request) });
      const reply = await (replies.shift() ?? SENT);
      return response.untyped(reply === 'network-error' ? unreachable() : await answer(reply));
    }),
  );
  return {
    /** Every URL fetched, in order. */
    calls,
    /** The contact requests, in order. */
    sent,
    /** reply queues the answer to the next contact request. */
    reply(next: ContactReply) {
      replies.push(next);
    },
    /** hold keeps the next contact request waiting; call the result to answer it. */
    hold(): (next?: ContactReply) => void {
      let release: (reply: ContactReply) => void = () => {};
      replies.push(new Promise<ContactReply>((resolve) => (release = resolve)));
      return (next = SENT) => release(next);
    },
  };
}
