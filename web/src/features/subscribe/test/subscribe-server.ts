import type { ApiErrorBody, Message } from '@/lib/api-types';
import { json, unreachable } from '@/test/api/answers';
import { COUNTRIES } from '@/test/api/fixtures';
import { bodyOf, serve } from '@/test/api/requests';
import { http } from '@/test/api/server';

/** SubscribeReply answers the sign-ups: a status and the API's JSON body, or a network failure. */
export type SubscribeReply = { status: number; body: Message | ApiErrorBody } | 'network';

/** SUBSCRIBED is the server's answer to a successful sign-up. */
export const SUBSCRIBED: SubscribeReply = {
  status: 200,
  body: {
    message:
      'You are now successfully subscribed to TeachBay! You will get our latest news and updates.',
  },
};

/** respond is the answer to a sign-up or a mail link's POST. */
export function respond(reply: SubscribeReply): Response {
  return reply === 'network' ? unreachable() : json(reply.status, reply.body);
}

/** countries answers GET /api/countries in the language asked for, once `ready` (when given) settles. */
export function countries(ready?: Promise<void>) {
  return http.get('/api/countries', async ({ query, response }) => {
    await ready;
    return response(200).json(COUNTRIES[query.get('lang') ?? 'en']);
  });
}

type Options = {
  /** Resolves before the country list is answered, to watch the form without it. */
  countriesReady?: Promise<void>;
  /** Resolves before the sign-up is answered, to watch the busy form. */
  subscribeReady?: Promise<void>;
};

/**
 * fakeServer stands in for the TeachBay API: GET /api/countries and POST /api/subscribers,
 * which answers with `reply`. It returns the bodies of the sign-ups sent.
 */
export function fakeServer(reply: SubscribeReply = SUBSCRIBED, options: Options = {}) {
  const sent: unknown[] = [];
  serve(
    countries(options.countriesReady),
    http.post('/api/subscribers', async ({ request, response }) => {
      sent.push(await bodyOf(request));
      await options.subscribeReady;
      return response.untyped(respond(reply));
    }),
  );
  return sent;
}
