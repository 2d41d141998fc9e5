import type { Vacancy } from '@/lib/api-types';
import { page } from '@/test/api/answers';
import { fakeApi, type SentRequest } from '@/test/api/requests';
import { http } from '@/test/api/server';

/**
 * fakeSearchApi answers the board's search that the results page asks for job titles: `hits`,
 * of `total` open vacancies that match (none by default). It records every request; `reply`
 * queues the answer to the next one.
 */
export function fakeSearchApi(hits: Vacancy[] = [], total = hits.length) {
  const requests: SentRequest[] = [];
  return fakeApi(requests, [http.get('/api/vacancies', ({ response }) => response(200).json(page(hits, total)))]);
}
