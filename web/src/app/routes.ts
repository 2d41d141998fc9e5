import type { ComponentType } from 'react';
import { matchRoutes } from 'react-router';
import { i18n, type Namespace } from '@/lib/i18n';
import table from './routes.json';

/**
 * PageModule is a page's chunk: the page, and for a page that names something by its address
 * (a vacancy, an application), what it shows when the API says that thing does not exist.
 */
export type PageModule = { default: ComponentType; NotFound?: ComponentType };

/**
 * Visibility says who may find a page: `public` pages are indexed and in the sitemap; `noindex`
 * pages (search, login) have their own title but are kept from search engines; `private` pages
 * (the signed-in areas) also share one generic title.
 */
export type Visibility = 'public' | 'noindex' | 'private';

/**
 * AppRoute is one page of the site: its URL path (react-router syntax: `:id` for a segment, a
 * final `*` for any rest), the loader of its own chunk, the locale namespaces its texts come from
 * (besides `common`, which every page has), its visibility and, for a page that loads outside
 * code (the Google map), the name of its own Content-Security-Policy, which the server sends
 * with that page only. A `data` page reads the API: the router puts it inside the query boundary
 * (src/app/query-boundary.tsx).
 */
export type AppRoute = {
  path: string;
  load: () => Promise<PageModule>;
  namespaces: Namespace[];
  visibility: Visibility;
  policy?: string;
  data?: boolean;
};

// Each page folder becomes its own chunk, downloaded when the page is first shown.
const pageModules = import.meta.glob<PageModule>('../pages/*/index.tsx');

function loaderOf(page: string): () => Promise<PageModule> {
  const load = pageModules[`../pages/${page}/index.tsx`];
  if (!load) throw new Error(`routes.json: no page src/pages/${page}/index.tsx`);
  return load;
}

/**
 * routes is the single list of the site's pages, read from routes.json, which the server reads
 * too (through dist/meta.json), so both agree on which paths exist. Each public and noindex path
 * has a title and a description in the `meta` locale namespace; private ones share `private`.
 */
export const routes: AppRoute[] = table.map((entry) => ({
  path: entry.path,
  load: loaderOf(entry.page),
  namespaces: entry.namespaces as Namespace[],
  visibility: entry.visibility as Visibility,
  policy: 'policy' in entry ? entry.policy : undefined,
  data: 'data' in entry ? entry.data : undefined,
}));

/** notFoundRoute catches every path that is not in `routes`. */
export const notFoundRoute: AppRoute = {
  path: '*',
  load: loaderOf('not-found'),
  namespaces: ['pages'],
  visibility: 'noindex',
};

/** findRoute returns the route that serves a path, matched as the router matches it, or the 404 route. */
export function findRoute(pathname: string): AppRoute {
  const match = matchRoutes(routes, pathname);
  return (match?.[0]?.route as AppRoute | undefined) ?? notFoundRoute;
}

// The route the browser loaded this document for: its Content-Security-Policy is in force for
// the whole visit, however the app moves on. The build's pre-render has no document.
const documentPath = typeof window === 'undefined' ? null : window.location.pathname;

/**
 * enterRoute loads a page on navigation. A page with a policy of its own cannot be shown under
 * the policy of the page the visit started on, so the browser loads it as a new document (the
 * address bar already shows its URL; in-memory routers, as in tests, leave it alone). The old
 * page is put at the top first: a reload brings the new document in where the old one was
 * scrolled to, and a route change starts at the top (docs/product.md §2.1).
 */
export function enterRoute(route: AppRoute): Promise<PageModule> {
  const inAddressBar = documentPath !== null && findRoute(window.location.pathname) === route;
  if (route.policy && inAddressBar && findRoute(documentPath) !== route) {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    window.location.reload();
    return new Promise(() => {}); // the page unloads
  }
  return loadRoute(route);
}

/**
 * loadRoute downloads a page's code and its texts (in the current language) together, so the
 * page renders whole, without waiting again for a namespace once its code has arrived.
 */
async function loadRoute(route: AppRoute): Promise<PageModule> {
  const [page] = await Promise.all([route.load(), i18n.loadNamespaces(route.namespaces)]);
  return page;
}
