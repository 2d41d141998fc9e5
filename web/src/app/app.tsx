import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from '@/app/router';
import { i18n } from '@/lib/i18n';

/**
 * App wires the providers (texts, routing) around the pages. Server data has no app-wide
 * provider: the features that fetch wrap themselves in QueryProvider (src/lib/query-client.tsx).
 * The build's pre-render (src/entry-server.tsx) wires the same around a static router.
 */
export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </I18nextProvider>
  );
}
