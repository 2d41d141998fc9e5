import { setupServer } from 'msw/node';
import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '@/lib/api-schema';

/**
 * server is the one stand-in for the TeachBay API in component tests: src/test/setup.ts starts it
 * (a request no handler answers fails), and forgets the handlers a test added after each test.
 */
export const server = setupServer();

/**
 * http makes request handlers typed from the HTTP contract (openapi.yaml → api-schema.d.ts): a
 * path must be in the document, and `response(status).json(body)` takes only the body the
 * document gives that status, so a fake answer the real server could not send fails the type-check.
 */
export const http = createOpenApiHttp<paths>();
