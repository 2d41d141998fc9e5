import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { AppRoutes } from '@/app/router';
import { i18n } from '@/lib/i18n';

/**
 * renderApp renders the whole app, layout and pages, starting at `path`. Like the real app it
 * has no app-wide QueryClientProvider: the router puts each `data` page inside the query boundary.
 * `location()` is the path and search the app is at now.
 */
export function renderApp(path = '/') {
  const user = userEvent.setup();
  const at = { current: path };
  function Location() {
    const { pathname, search } = useLocation();
    at.current = pathname + search;
    return null;
  }
  const view = render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <Location />
      </MemoryRouter>
    </I18nextProvider>,
    // A page whose read fails while the next one loads may be drawn again at once, which React
    // reports as recovered: as in the browser, where it is only logged, the test goes on.
    { onRecoverableError: () => {} },
  );
  return { ...view, user, location: () => at.current };
}
