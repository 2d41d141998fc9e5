import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { Layout } from '@/app/layout';
import { enterRoute, notFoundRoute, routes } from '@/app/routes';

const pages = [...routes, notFoundRoute].map((route) => ({
  path: route.path,
  Page: lazy(() => enterRoute(route)),
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
