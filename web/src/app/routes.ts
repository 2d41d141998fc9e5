import type { ComponentType } from 'react';

type PageModule = { default: ComponentType };

/** AppRoute is one page of the site: its URL path and the loader of its own chunk. */
export type AppRoute = {
  path: string;
  load: () => Promise<PageModule>;
};

/**
 * routes is the single list of the site's pages. Each path has a title and a
 * description in the `meta` locale namespace, which the server also reads.
 */
export const routes: AppRoute[] = [
  { path: '/', load: () => import('@/pages/home') },
  { path: '/contact-us', load: () => import('@/pages/contact-us') },
  { path: '/about-us', load: () => import('@/pages/about-us') },
  { path: '/explore', load: () => import('@/pages/explore') },
  { path: '/teach', load: () => import('@/pages/teach') },
  { path: '/community', load: () => import('@/pages/community') },
  { path: '/financial-resources', load: () => import('@/pages/financial-resources') },
  { path: '/ai-matching', load: () => import('@/pages/ai-matching') },
  { path: '/housing-resources', load: () => import('@/pages/housing-resources') },
  { path: '/relocation-support', load: () => import('@/pages/relocation-support') },
  { path: '/subscribe', load: () => import('@/pages/subscribe') },
  { path: '/transportation', load: () => import('@/pages/transportation') },
  { path: '/essentials', load: () => import('@/pages/essentials') },
  { path: '/teacher-resources', load: () => import('@/pages/teacher-resources') },
  { path: '/classroom-management', load: () => import('@/pages/classroom-management') },
  { path: '/online-courses', load: () => import('@/pages/online-courses') },
  { path: '/disclaimer', load: () => import('@/pages/disclaimer') },
  { path: '/privacy-policy', load: () => import('@/pages/privacy-policy') },
  {
    path: '/assessment-and-data-tracking',
    load: () => import('@/pages/assessment-and-data-tracking'),
  },
  {
    path: '/lesson-planning-and-curriculum-resources',
    load: () => import('@/pages/lesson-planning-and-curriculum-resources'),
  },
  { path: '/tech-integration', load: () => import('@/pages/tech-integration') },
  { path: '/social-learning-resources', load: () => import('@/pages/social-learning-resources') },
  { path: '/search', load: () => import('@/pages/search') },
  { path: '/user/login', load: () => import('@/pages/user-login') },
  { path: '/user/register', load: () => import('@/pages/user-register') },
  { path: '/teacher', load: () => import('@/pages/teacher') },
  { path: '/school', load: () => import('@/pages/school') },
  { path: '/admin', load: () => import('@/pages/admin') },
];

/** notFoundRoute catches every path that is not in `routes`. */
export const notFoundRoute: AppRoute = { path: '*', load: () => import('@/pages/not-found') };

/** normalizePath turns "/About-Us/" into "/about-us", the form used by the route table and meta texts. */
export function normalizePath(pathname: string): string {
  return pathname.replace(/\/+$/, '').toLowerCase() || '/';
}

/** findRoute returns the route that serves a path, or the 404 route. */
export function findRoute(pathname: string): AppRoute {
  const path = normalizePath(pathname);
  return routes.find((route) => route.path === path) ?? notFoundRoute;
}
