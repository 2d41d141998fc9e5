import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, StaticRouter } from 'react-router';
import { AppRoutes } from '@/app/router';
import { i18n } from '@/lib/i18n';

/**
 * App wires the providers (texts, routing) around the pages. Server data has no app-wide
 * provider: the features that fetch wrap themselves in QueryProvider (src/lib/query-client.tsx).
 * In the browser the address bar is the location; the build's pre-render (src/entry-server.tsx)
 * gives the page's path as `location`.
 */
export function App({ location }: { location?: string }) {
  return (
    <I18nextProvider i18n={i18n}>
      {location === undefined ? (
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      ) : (
        <StaticRouter location={location}>
          <AppRoutes />
        </StaticRouter>
      )}
    </I18nextProvider>
  );
}
