import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { Layout } from '@/app/layout';
import { enterRoute, notFoundRoute, routes, type AppRoute, type PageModule } from '@/app/routes';

/**
 * loadPage loads a page's chunk; a `data` page loads the query boundary's chunk beside it (never
 * part of the pages that read nothing, the home page first) and renders inside it.
 */
async function loadPage(route: AppRoute): Promise<PageModule> {
  if (!route.data) return enterRoute(route);
  const [{ default: Page, NotFound }, { QueryBoundary }] = await Promise.all([
    enterRoute(route),
    import('@/app/query-boundary'),
  ]);
  return {
    default: () => (
      <QueryBoundary notFound={NotFound && <NotFound />}>
        <Page />
      </QueryBoundary>
    ),
  };
}

const pages = [...routes, notFoundRoute].map((route) => ({
  path: route.path,
  Page: lazy(() => loadPage(route)),
}));

/** AppRoutes renders the page for the current URL inside the shared layout. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {pages.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
      </Route>
    </Routes>
  );
}
