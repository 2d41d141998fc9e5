import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { QueryBoundary } from '@/app/query-boundary';
import { i18n } from '@/lib/i18n';

/**
 * renderComponent renders one component on its own, with the app's texts (it may suspend
 * while its namespace loads), inside the query boundary a `data` route gives its page (so a
 * first read that fails shows "We could not load…" with a retry), and returns the view with a
 * user to drive it.
 */
export function renderComponent(ui: ReactElement) {
  const user = userEvent.setup();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <Suspense>
        <QueryBoundary>{ui}</QueryBoundary>
      </Suspense>
    </I18nextProvider>,
  );
  return { ...view, user };
}
