import { useSyncExternalStore } from 'react';

/**
 * The public pages are rendered to HTML when the app is built (scripts/prerender.mjs), where there
 * is no browser, then hydrated in one. What only the browser knows (cookies, storage, the address,
 * media support) must not change the first render, or hydration would find other HTML than the
 * build wrote. useBrowserValue gives `serverValue` to the build's render and to hydration, then
 * the browser's own value from the next render on; after hydration it is the browser's at once.
 * `read` must return the same value while nothing changed (a primitive, or a cached object).
 */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(subscribeToNothing, read, () => serverValue);
}

/**
 * useHydrated is false in the pre-rendered page and while it hydrates, true once the app runs
 * it: a form that needs the app to send it keeps its button disabled until then, so a click
 * that comes too early (or without JavaScript) cannot send the form's fields in the address.
 */
export function useHydrated(): boolean {
  return useBrowserValue(isBrowser, false);
}

const isBrowser = () => true;

function subscribeToNothing(): () => void {
  return () => {};
}

/**
 * ORIGIN_PLACEHOLDER stands for the site's address in the pages the build renders; the server
 * writes its own public address (BASE_URL) over it when it loads them.
 */
const ORIGIN_PLACEHOLDER = 'https://origin.teachbay.invalid';

/** siteOrigin is the site's address ("https://host"): the browser's, or the placeholder at build time. */
export function siteOrigin(): string {
  return typeof window === 'undefined' ? ORIGIN_PLACEHOLDER : window.location.origin;
}

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
