import { HttpResponse } from 'msw';
import type { paths } from '@/lib/api-schema';
import type { Page } from '@/lib/api-types';
import { http } from './server';

type Method = 'get' | 'put' | 'post' | 'delete';
/** Route is the paths a path of the contract stands for, without /api: "/api/vacancies/{id}" → `/vacancies/${string}`. */
type Route<P extends string> = P extends `${infer Head}{${string}}${infer Tail}` ? `${Head}${string}${Route<Tail>}` : P;
/** Bodies are the JSON bodies an operation of the contract answers, whatever the status. */
type Bodies<O> = O extends { responses: infer R } ? { [S in keyof R]: R[S] extends { content: { 'application/json': infer B } } ? B : never }[keyof R] : never;
/** Operation is every "METHOD path" of the contract with the bodies it may answer. */
type Operation = {
  [P in keyof paths]: { [M in Method]: P extends `/api${infer Path}` ? { request: `${Uppercase<M>} ${Route<Path>}`; body: Bodies<paths[P][M]> } : never }[Method];
}[keyof paths];

/** RequestName names a request of the contract as "METHOD path" without /api: "DELETE /admin/organizations/o-1". */
export type RequestName = Operation['request'];

/** BodyOf is what the contract lets the request named `R` answer: any of its statuses' JSON bodies. */
export type BodyOf<R extends string> = Operation extends infer O ? (O extends { request: infer N; body: infer B } ? (R extends N ? B : never) : never) : never;

/** AnyReply is an answer a test queues: a status and a JSON body (none when absent), sent once `wait` settles. */
export type AnyReply = { status: number; body?: unknown; wait?: Promise<unknown> };

/** Reply is an answer a test queues to the request named `R`: its body must be one the contract gives that request. */
export type Reply<R extends string = RequestName> = AnyReply & { body?: BodyOf<R> };

/** json is an answer with `status` and `body` as JSON, or no body at all. */
export function json(status: number, body?: unknown): Response {
  if (body === undefined) return new HttpResponse(null, { status, headers: { 'Content-Type': 'application/json' } });
  return HttpResponse.json(body, { status });
}

/** answer is the response to a queued reply, once its `wait` has settled. */
export async function answer(reply: AnyReply): Promise<Response> {
  await reply.wait;
  return json(reply.status, reply.body);
}

/** unreachable is a network failure: fetch rejects with a TypeError, as when the server cannot be reached. */
export function unreachable(): Response {
  return HttpResponse.error();
}

/** notFound answers every other API path as the server answers a path it does not know. */
export const notFound = http.untyped.all('/api/*', () => json(404, { code: 'not_found', message: 'No such API endpoint' }));

/** page wraps list items as the API answers a list. */
export function page<T>(items: T[], total = items.length, pageNumber = 1, pageSize = 10): Page<T> {
  return { items, total, page: pageNumber, pageSize };
}
