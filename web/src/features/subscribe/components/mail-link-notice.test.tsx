import { act, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  CONFIRMED,
  fakeMailLinkServer,
  INVALID_TOKEN,
  RECOMMENDATIONS_STOPPED,
  SEARCH_STOPPED,
  UNSUBSCRIBED,
} from '@/features/subscribe/test/mail-link-server';
import { setLanguage } from '@/lib/i18n';
import { renderComponent } from '@/test/render-component';
import { MailLinkNotice } from './mail-link-notice';

/** Address shows where the router is, and whether the last move replaced the history entry. */
function Address() {
  const location = useLocation();
  return <span data-testid="address">{`${useNavigationType()} ${location.pathname}${location.search}`}</span>;
}

async function openLink(path: string, button: string) {
  const { user } = renderComponent(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/subscribe"
          element={
            <>
              <MailLinkNotice />
              <Address />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return { user, button: await screen.findByRole('button', { name: button }) };
}

const address = () => screen.getByTestId('address').textContent;

describe('MailLinkNotice', () => {
  it('shows nothing on a plain visit', async () => {
    const server = fakeMailLinkServer(UNSUBSCRIBED);
    const { container } = render(
      <MemoryRouter initialEntries={['/subscribe?unsubscribed=1']}>
        <MailLinkNotice />
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
    expect(server.requests).toEqual([]);
  });

  it('asks before unsubscribing, then says it is done and takes the token out of the address', async () => {
    const server = fakeMailLinkServer(UNSUBSCRIBED);
    const { user, button } = await openLink('/subscribe?unsubscribe=tok-123', 'Unsubscribe');
    expect(screen.getByText('Unsubscribe from the TeachBay newsletter?')).toBeVisible();
    // Opening the link (as a mail scanner does) changes nothing.
    expect(server.requests).toEqual([]);

    await user.click(button);
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('You have been unsubscribed.');
    expect(status).toHaveTextContent('You will not get any more newsletter e-mails from TeachBay.');
    expect(status).toHaveFocus();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(server.requests).toEqual([
      {
        path: '/api/subscribers/unsubscribe',
        token: 'tok-123',
        body: undefined,
        headers: expect.objectContaining({ 'X-Requested-With': 'fetch' }),
      },
    ]);
    await waitFor(() => expect(address()).toBe('REPLACE /subscribe'));
  });

  it('says it is busy on a disabled button while waiting for the server', async () => {
    const server = fakeMailLinkServer(UNSUBSCRIBED);
    const answer = server.hold();
    const { user, button } = await openLink('/subscribe?unsubscribe=tok-123', 'Unsubscribe');
    await user.click(button);
    expect(screen.getByRole('button', { name: 'Unsubscribing…' })).toBeDisabled();
    act(() => answer());
    expect(await screen.findByRole('status')).toHaveTextContent('You have been unsubscribed.');
  });

  it('explains an unsubscribe link the server does not know', async () => {
    fakeMailLinkServer(INVALID_TOKEN);
    const { user, button } = await openLink('/subscribe?unsubscribe=not-a-token', 'Unsubscribe');
    await user.click(button);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This unsubscribe link is not valid.');
    expect(within(alert).getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact-us');
    expect(alert).toHaveFocus();
    await waitFor(() => expect(address()).toBe('REPLACE /subscribe'));
  });

  it('keeps the button and the link when the server cannot be reached, so the visitor can try again', async () => {
    const server = fakeMailLinkServer(UNSUBSCRIBED);
    server.reply('network');
    const { user, button } = await openLink('/subscribe?unsubscribe=tok-123', 'Unsubscribe');
    await user.click(button);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach TeachBay. Check your internet connection and try again.',
    );
    expect(button).toBeEnabled();
    expect(button).toHaveFocus();
    expect(address()).toBe('POP /subscribe?unsubscribe=tok-123');

    await user.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent('You have been unsubscribed.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(server.requests.map((request) => request.token)).toEqual(['tok-123', 'tok-123']);
  });

  it.each([
    [{ status: 500, body: { code: 'internal', message: 'Internal error' } }, 'Something went wrong on our side'],
    [{ status: 503, body: { code: 'unavailable', message: 'Try later' } }, 'Something went wrong on our side'],
    [{ status: 429, body: { code: 'rate_limited', message: 'Slow down' } }, 'too many attempts'],
  ])('explains a failing server (%o) and keeps the button', async (reply, message) => {
    fakeMailLinkServer(reply);
    const { user, button } = await openLink('/subscribe?confirm=tok-9', 'Confirm my details');
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Confirm my details' })).toBeEnabled();
    expect(address()).toBe('POP /subscribe?confirm=tok-9');
  });

  it('confirms the details of a new sign-up, then says the subscription is confirmed', async () => {
    const server = fakeMailLinkServer(CONFIRMED);
    const { user, button } = await openLink('/subscribe?confirm=tok-9&utm_source=mail', 'Confirm my details');
    expect(screen.getByText('Confirm your newsletter sign-up')).toBeVisible();
    expect(server.requests).toEqual([]);

    await user.click(button);
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Your subscription is confirmed.');
    expect(status).toHaveFocus();
    expect(server.requests).toEqual([
      expect.objectContaining({ path: '/api/subscribers/confirm', token: null, body: { token: 'tok-9' } }),
    ]);
    await waitFor(() => expect(address()).toBe('REPLACE /subscribe?utm_source=mail'));
  });

  it("turns off a teacher's job recommendations from the link of their mail", async () => {
    const server = fakeMailLinkServer(RECOMMENDATIONS_STOPPED);
    const { user, button } = await openLink('/subscribe?stopRecommendations=tok-7', 'Stop job recommendations');
    expect(screen.getByText('Stop your job recommendations?')).toBeVisible();
    expect(server.requests).toEqual([]);

    await user.click(button);
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('You will no longer receive job recommendations.');
    expect(status).toHaveTextContent('We turned off job recommendations in your account settings (Consents).');
    expect(status).toHaveFocus();
    expect(server.requests).toEqual([
      expect.objectContaining({ path: '/api/recommendations/unsubscribe', token: 'tok-7', body: undefined }),
    ]);
    await waitFor(() => expect(address()).toBe('REPLACE /subscribe'));
  });

  it('deletes a saved search from the link of its alert, after asking', async () => {
    const server = fakeMailLinkServer(SEARCH_STOPPED);
    const { user, button } = await openLink('/subscribe?stopSearch=tok-9', 'Delete the saved search');
    expect(screen.getByText('Stop this job alert?')).toBeVisible();
    expect(server.requests).toEqual([]);

    await user.click(button);
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('The saved search was deleted.');
    expect(status).toHaveTextContent('You will not get its job alerts any more.');
    expect(status).toHaveFocus();
    expect(server.requests).toEqual([
      expect.objectContaining({ path: '/api/saved-searches/unsubscribe', token: 'tok-9', body: undefined }),
    ]);
    await waitFor(() => expect(address()).toBe('REPLACE /subscribe'));
  });

  it('explains a confirmation link that is used, unknown or expired', async () => {
    fakeMailLinkServer(INVALID_TOKEN);
    const { user, button } = await openLink('/subscribe?confirm=old', 'Confirm my details');
    await user.click(button);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This confirmation link is not valid or has expired.');
    expect(within(alert).getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact-us');
    expect(alert).toHaveFocus();
    await waitFor(() => expect(address()).toBe('REPLACE /subscribe'));
  });
});

describe('MailLinkNotice in Spanish', () => {
  it.each([
    ['unsubscribe', UNSUBSCRIBED, '¿Quieres darte de baja del boletín de TeachBay?', 'Darme de baja', 'Te diste de baja del boletín.'],
    ['confirm', CONFIRMED, 'Confirma tu suscripción al boletín', 'Confirmar mis datos', 'Tu suscripción está confirmada.'],
    [
      'stopRecommendations',
      RECOMMENDATIONS_STOPPED,
      '¿Dejar de recibir recomendaciones de empleo?',
      'Dejar de recibir recomendaciones',
      'Ya no recibirás recomendaciones de empleo.',
    ],
    [
      'stopSearch',
      SEARCH_STOPPED,
      '¿Dejar de recibir esta alerta de empleo?',
      'Eliminar la búsqueda guardada',
      'La búsqueda guardada se eliminó.',
    ],
  ])('completes a %s link', async (action, reply, question, submit, done) => {
    await act(() => setLanguage('es'));
    fakeMailLinkServer(reply);
    const { user, button } = await openLink(`/subscribe?${action}=tok`, submit);
    expect(screen.getByText(question)).toBeVisible();
    await user.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent(done);
  });

  it.each([
    ['unsubscribe', 'Darme de baja', 'Este enlace para darte de baja no es válido.'],
    ['confirm', 'Confirmar mis datos', 'Este enlace de confirmación no es válido o ya caducó.'],
    ['stopRecommendations', 'Dejar de recibir recomendaciones', 'Este enlace no es válido.'],
  ])('explains an invalid %s link', async (action, submit, invalid) => {
    await act(() => setLanguage('es'));
    fakeMailLinkServer(INVALID_TOKEN);
    const { user, button } = await openLink(`/subscribe?${action}=tok`, submit);
    await user.click(button);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(invalid);
    expect(within(alert).getByRole('link', { name: 'contáctanos' })).toHaveAttribute('href', '/contact-us');
  });

  it('says when the server cannot be reached', async () => {
    await act(() => setLanguage('es'));
    fakeMailLinkServer('network');
    const { user, button } = await openLink('/subscribe?unsubscribe=tok', 'Darme de baja');
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos conectar con TeachBay. Revisa tu conexión a internet e inténtalo de nuevo.',
    );
    expect(screen.getByRole('button', { name: 'Darme de baja' })).toBeEnabled();
  });
});
