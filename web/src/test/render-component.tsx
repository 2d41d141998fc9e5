import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/lib/i18n';

/**
 * renderComponent renders one component on its own, with the app's texts (it may suspend
 * while its namespace loads), and returns the view with a user to drive it. Components that
 * fetch bring their own QueryProvider, as they do in the app.
 */
export function renderComponent(ui: ReactElement) {
  const user = userEvent.setup();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <Suspense>{ui}</Suspense>
    </I18nextProvider>,
  );
  return { ...view, user };
}
