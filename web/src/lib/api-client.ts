import type { ApiErrorBody } from '@/lib/api-types';

/** ApiError is an answer of the TeachBay API with status >= 400 (docs/api.md "Conventions"). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;
  /** For `profile_incomplete`, what the profile still lacks (the profile's missing codes). */
  readonly missing: string[];
  /** For `wrong_kind`, the login tab the account signs in on ("teacher" or "school"). */
  readonly kind: string | undefined;
  /** For the `conflict` of applying to a vacancy twice, the application that exists. */
  readonly applicationId: string | undefined;

  constructor(
    status: number,
    code: string,
    message: string,
    fields: Record<string, string> = {},
    missing: string[] = [],
    kind?: string,
    applicationId?: string,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.missing = missing;
    this.kind = kind;
    this.applicationId = applicationId;
  }
}

/**
 * api calls the TeachBay API and returns the decoded JSON answer. A JSON body is sent for
 * `body`; unsafe methods carry the X-Requested-With header the server requires (CSRF).
 * An error answer becomes an ApiError; a network failure rejects with the fetch TypeError.
 */
export async function api<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (method !== 'GET' && method !== 'HEAD') headers['X-Requested-With'] = 'fetch';
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`/api${path}`, {
    method,
    headers,
    credentials: 'same-origin',
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const data: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const e = (data ?? {}) as Partial<ApiErrorBody>;
    throw new ApiError(res.status, e.code ?? 'internal', e.message ?? res.statusText, e.fields, e.missing, e.kind, e.applicationId);
  }
  return data as T;
}

/**
 * retryOnFailure retries a failed read once, unless the server refused it (a 4xx answer such as
 * 404, 403 mfa_setup_required or a bad filter), which asking again would not change.
 */
export function retryOnFailure(failures: number, error: Error): boolean {
  return failures < 1 && !(error instanceof ApiError && error.status < 500);
}
