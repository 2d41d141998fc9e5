import type { ComponentType } from 'react';
import { i18n, type Namespace } from '@/lib/i18n';

type PageModule = { default: ComponentType };

/**
 * AppRoute is one page of the site: its URL path, the loader of its own chunk and the locale
 * namespaces its texts come from (besides `common`, which every page has).
 */
export type AppRoute = {
  path: string;
  load: () => Promise<PageModule>;
  namespaces: Namespace[];
};

/**
 * routes is the single list of the site's pages. Each path has a title and a
 * description in the `meta` locale namespace, which the server also reads.
 */
export const routes: AppRoute[] = [
  // The home page keeps its heading in `home`: the first page most visitors see skips `pages`.
  { path: '/', load: () => import('@/pages/home'), namespaces: ['home'] },
  {
    path: '/contact-us',
    load: () => import('@/pages/contact-us'),
    namespaces: ['pages', 'contact'],
  },
  { path: '/about-us', load: () => import('@/pages/about-us'), namespaces: ['pages', 'about'] },
  { path: '/explore', load: () => import('@/pages/explore'), namespaces: ['pages'] },
  { path: '/teach', load: () => import('@/pages/teach'), namespaces: ['pages', 'teach'] },
  { path: '/community', load: () => import('@/pages/community'), namespaces: ['pages'] },
  {
    path: '/financial-resources',
    load: () => import('@/pages/financial-resources'),
    namespaces: ['pages'],
  },
  {
    path: '/ai-matching',
    load: () => import('@/pages/ai-matching'),
    namespaces: ['pages', 'matching'],
  },
  {
    path: '/housing-resources',
    load: () => import('@/pages/housing-resources'),
    namespaces: ['pages'],
  },
  {
    path: '/relocation-support',
    load: () => import('@/pages/relocation-support'),
    namespaces: ['pages'],
  },
  {
    path: '/subscribe',
    load: () => import('@/pages/subscribe'),
    namespaces: ['pages', 'subscribe'],
  },
  { path: '/transportation', load: () => import('@/pages/transportation'), namespaces: ['pages'] },
  { path: '/essentials', load: () => import('@/pages/essentials'), namespaces: ['pages'] },
  {
    path: '/teacher-resources',
    load: () => import('@/pages/teacher-resources'),
    namespaces: ['pages'],
  },
  {
    path: '/classroom-management',
    load: () => import('@/pages/classroom-management'),
    namespaces: ['pages'],
  },
  { path: '/online-courses', load: () => import('@/pages/online-courses'), namespaces: ['pages'] },
  { path: '/disclaimer', load: () => import('@/pages/disclaimer'), namespaces: ['pages', 'legal'] },
  {
    path: '/privacy-policy',
    load: () => import('@/pages/privacy-policy'),
    namespaces: ['pages', 'legal'],
  },
  {
    path: '/assessment-and-data-tracking',
    load: () => import('@/pages/assessment-and-data-tracking'),
    namespaces: ['pages'],
  },
  {
    path: '/lesson-planning-and-curriculum-resources',
    load: () => import('@/pages/lesson-planning-and-curriculum-resources'),
    namespaces: ['pages'],
  },
  {
    path: '/tech-integration',
    load: () => import('@/pages/tech-integration'),
    namespaces: ['pages'],
  },
  {
    path: '/social-learning-resources',
    load: () => import('@/pages/social-learning-resources'),
    namespaces: ['pages'],
  },
  { path: '/search', load: () => import('@/pages/search'), namespaces: ['pages', 'search'] },
  { path: '/user/login', load: () => import('@/pages/user-login'), namespaces: ['pages'] },
  { path: '/user/register', load: () => import('@/pages/user-register'), namespaces: ['pages'] },
  { path: '/teacher', load: () => import('@/pages/teacher'), namespaces: ['pages'] },
  { path: '/school', load: () => import('@/pages/school'), namespaces: ['pages'] },
  { path: '/admin', load: () => import('@/pages/admin'), namespaces: ['pages'] },
];

/** notFoundRoute catches every path that is not in `routes`. */
export const notFoundRoute: AppRoute = {
  path: '*',
  load: () => import('@/pages/not-found'),
  namespaces: ['pages'],
};

/** normalizePath turns "/About-Us/" into "/about-us", the form used by the route table and meta texts. */
export function normalizePath(pathname: string): string {
  return pathname.replace(/\/+$/, '').toLowerCase() || '/';
}

/** findRoute returns the route that serves a path, or the 404 route. */
export function findRoute(pathname: string): AppRoute {
  const path = normalizePath(pathname);
  return routes.find((route) => route.path === path) ?? notFoundRoute;
}

/**
 * loadRoute downloads a page's code and its texts (in the current language) together, so the
 * page renders whole, without waiting again for a namespace once its code has arrived.
 */
export async function loadRoute(route: AppRoute): Promise<PageModule> {
  const [page] = await Promise.all([route.load(), i18n.loadNamespaces(route.namespaces)]);
  return page;
}
