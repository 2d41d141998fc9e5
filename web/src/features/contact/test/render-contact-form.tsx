import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { ContactForm } from '../components/contact-form';

/** renderContactForm renders the contact form alone, with fresh server data. */
export function renderContactForm() {
  const user = userEvent.setup();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <Suspense>
          <ContactForm />
        </Suspense>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, user };
}
