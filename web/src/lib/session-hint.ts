import { useBrowserValue } from '@/lib/browser';

function hasSessionHint(): boolean {
  return /(?:^|;\s*)(?:__Host-)?tb_session=1(?:;|$)/.test(document.cookie);
}

/**
 * useSessionHint reports whether the server's session hint cookie is set: someone may be signed
 * in, so the header asks who. The cookie holds no token; the session itself is in HttpOnly
 * cookies scripts cannot read. Pre-rendered pages are a visitor's; a signed-in user's header
 * follows right after hydration.
 */
export function useSessionHint(): boolean {
  return useBrowserValue(hasSessionHint, false);
}
