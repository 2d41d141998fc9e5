import { vi } from 'vitest';
import type { Country } from '@/lib/countries';

/** The full country lists the fake server returns, sorted by name as the real one does. */
export const COUNTRIES: Record<string, Country[]> = {
  en: [
    { code: 'CA', name: 'Canada' },
    { code: 'MX', name: 'Mexico' },
    { code: 'PH', name: 'Philippines' },
    { code: 'US', name: 'United States' },
  ],
  es: [
    { code: 'CA', name: 'Canadá' },
    { code: 'US', name: 'Estados Unidos' },
    { code: 'PH', name: 'Filipinas' },
    { code: 'MX', name: 'México' },
  ],
};

/** SubscribeReply answers the sign-ups: a status and a JSON body, or a network failure. */
export type SubscribeReply = { status: number; body: unknown } | 'network';

/** SUBSCRIBED is the server's answer to a successful sign-up. */
export const SUBSCRIBED: SubscribeReply = {
  status: 200,
  body: {
    message:
      'You are now successfully subscribed to TeachBay! You will get our latest news and updates.',
  },
};

function json(status: number, body: unknown): Response {
  const headers = { 'Content-Type': 'application/json' };
  return new Response(JSON.stringify(body), { status, headers });
}

type Options = {
  /** Resolves before the country list is answered, to watch the form without it. */
  countriesReady?: Promise<void>;
  /** Resolves before the sign-up is answered, to watch the busy form. */
  subscribeReady?: Promise<void>;
};

/**
 * fakeServer replaces fetch with a stand-in for the TeachBay API: GET /api/countries and
 * POST /api/subscribers, which answers with `reply`. It returns the bodies of the sign-ups sent.
 */
export function fakeServer(reply: SubscribeReply = SUBSCRIBED, options: Options = {}) {
  const sent: unknown[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://teachbay.test');
    if (url.pathname === '/api/countries') {
      await options.countriesReady;
      return json(200, COUNTRIES[url.searchParams.get('lang') ?? 'en']);
    }
    if (url.pathname === '/api/subscribers' && init?.method === 'POST') {
      sent.push(JSON.parse(String(init.body)));
      await options.subscribeReady;
      if (reply === 'network') throw new TypeError('Failed to fetch');
      return json(reply.status, reply.body);
    }
    return json(404, { code: 'not_found', message: 'Not found' });
  });
  return sent;
}
