import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterAll, beforeAll } from 'vitest';
import { SubscribeForm } from '@/features/subscribe/components/subscribe-form';
import { i18n } from '@/lib/i18n';

/**
 * stubModalDialogs stands in for the <dialog> methods jsdom lacks, for the tests of the
 * calling file: showModal opens and focuses the first button, close fires "close".
 */
export function stubModalDialogs() {
  const { showModal, close } = HTMLDialogElement.prototype;
  beforeAll(() => {
    HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
      this.open = true;
      this.querySelector('button')?.focus();
    };
    HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
      this.open = false;
      this.dispatchEvent(new Event('close'));
    };
  });
  afterAll(() => {
    Object.assign(HTMLDialogElement.prototype, { showModal, close });
  });
}

/** renderForm renders the sign-up form alone and waits until its texts are loaded. */
export async function renderForm(submitName = 'Subscribe') {
  const user = userEvent.setup();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <Suspense>
          <SubscribeForm />
        </Suspense>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  await screen.findByRole('button', { name: submitName });
  return { ...view, user };
}
