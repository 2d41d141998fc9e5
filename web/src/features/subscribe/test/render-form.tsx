import { screen } from '@testing-library/react';
import { afterAll, beforeAll } from 'vitest';
import { SubscribeForm } from '@/features/subscribe/components/subscribe-form';
import { renderComponent } from '@/test/render-component';

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
  const view = renderComponent(<SubscribeForm />);
  await screen.findByRole('button', { name: submitName });
  return view;
}
