import { setupServer } from 'msw/node';
import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '@/lib/api-schema';
import { COUNTRIES, config } from './fixtures';

/**
 * http makes request handlers typed from the HTTP contract (openapi.yaml → api-schema.d.ts): a
 * path must be in the document, and `response(status).json(body)` takes only the body the
 * document gives that status, so a fake answer the real server could not send fails the type-check.
 */
export const http = createOpenApiHttp<paths>();

/**
 * referenceData answers the public reference data that the header and many forms read (the
 * configuration and the country lists) in every test, unless a test's own handler answers it otherwise.
 */
export const referenceData = [
  http.get('/api/config', ({ response }) => response(200).json(config())),
  http.get('/api/countries', ({ query, response }) => response(200).json(COUNTRIES[query.get('lang') ?? 'en'])),
];

/**
 * server is the one stand-in for the TeachBay API in component tests: src/test/setup.ts starts it
 * (a request no handler answers fails), and forgets the handlers a test added after each test.
 */
export const server = setupServer(...referenceData);
