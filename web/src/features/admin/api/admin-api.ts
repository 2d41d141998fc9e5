import { ApiError } from '@/lib/api-client';

/** Page is one page of a list answer of the admin API. */
export type { Page } from '@/lib/api-types';

/** PAGE_SIZE is how many rows an admin table shows at once (the API allows up to 50). */
export const PAGE_SIZE = 20;

/** withQuery adds the non-empty parameters to a path of the API: "/admin/users?role=school&page=2". */
export function withQuery(path: string, params: Record<string, string | number | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== '' && value !== null && value !== undefined) query.set(name, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** isMfaSetupRequired tells whether the server refused a call until the admin sets up their authenticator. */
export function isMfaSetupRequired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.code === 'mfa_setup_required';
}

/** isConflict tells whether the server refused a change with 409 `conflict`. */
export function isConflict(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}
