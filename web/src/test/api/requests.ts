import type { RequestHandler } from 'msw';
import { answer, notFound, type AnyReply, type Reply, type RequestName } from './answers';
import { http, referenceData, server } from './server';

/** SentRequest is one API request the page made: method, path without /api, search parameters, JSON body and headers. */
export type SentRequest = { method: string; path: string; query: URLSearchParams; body: unknown; headers: Record<string, string> };

/** headerName writes a header name as the app sends it ("x-requested-with" → "X-Requested-With"). */
const headerName = (name: string) => name.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase());

/** headersOf are a request's headers by name, as the app wrote them. */
export function headersOf(request: Request): Record<string, string> {
  return Object.fromEntries([...request.headers].map(([name, value]) => [headerName(name), value]));
}

/** bodyOf is a request's JSON body, undefined when it has none. */
export async function bodyOf(request: Request): Promise<unknown> {
  if (!request.body) return undefined;
  const text = await request.clone().text();
  return text ? JSON.parse(text) : undefined;
}

/** read describes one request as the tests look at it. */
export async function read(request: Request): Promise<SentRequest> {
  const url = new URL(request.url);
  const path = url.pathname.replace(/^\/api/, '');
  return { method: request.method, path, query: url.searchParams, body: await bodyOf(request), headers: headersOf(request) };
}

/**
 * serve puts `handlers` in front of the API for the current test; the reference data is answered
 * as always, and any other path none of them knows is 404 not_found.
 */
export function serve(...handlers: RequestHandler[]) {
  server.use(...handlers, ...referenceData, notFound);
}

/**
 * fakeApi puts `handlers` in front of the API for the current test: every request is recorded in
 * `requests`, a reply queued with `reply` answers the next request to its "METHOD path" before
 * the handlers do, and a path no handler knows is 404 not_found.
 */
export function fakeApi(requests: SentRequest[], handlers: RequestHandler[]) {
  const replies = new Map<string, AnyReply[]>();
  serve(
    http.untyped.all('/api/*', async ({ request }) => {
      const sent = await read(request);
      requests.push(sent);
      const queued = replies.get(`${sent.method} ${sent.path}`)?.shift();
      return queued && answer(queued);
    }),
    ...handlers,
  );
  return {
    /** reply queues the answer to the next request "METHOD path" ("POST /applications"). */
    reply<R extends RequestName>(request: R, reply: Reply<R>) {
      replies.set(request, [...(replies.get(request) ?? []), reply]);
    },
    /** sent lists the requests to a path, as "METHOD path?query". */
    sent(path: string) {
      return requests
        .filter((request) => request.path === path)
        .map((request) => `${request.method} ${request.path}${request.query.size ? `?${request.query}` : ''}`);
    },
    /** bodies are the JSON bodies sent to "method path". */
    bodies(method: string, path: string) {
      return requests.filter((request) => request.method === method && request.path === path).map((request) => request.body);
    },
  };
}

/** signIn sets the session hint cookie, as a real sign-in does. */
export function signIn() {
  document.cookie = 'tb_session=1; Path=/';
}

/** signOut forgets the session hint cookie. */
export function signOut() {
  document.cookie = 'tb_session=; Max-Age=0; Path=/';
}
