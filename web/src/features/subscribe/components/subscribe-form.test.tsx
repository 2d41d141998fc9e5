import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '@/features/subscribe/test/subscribe-server';
import { renderForm, stubModalDialogs } from '@/features/subscribe/test/render-form';
import { setLanguage } from '@/lib/i18n';

stubModalDialogs();

const SUCCESS = 'You are now successfully subscribed to TeachBay! You will get our latest news and updates.';

function field(label: string) {
  return screen.getByLabelText(label) as HTMLInputElement;
}

function optionNames() {
  return within(screen.getByLabelText('Country')).getAllByRole('option').map((option) => option.textContent);
}

async function fillIn(user: UserEvent, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await user.type(field(label), value);
  }
}

const ANA = {
  'First name': 'Ana',
  'Last name': 'Reyes',
  'E-mail': 'ana@example.com',
  'Contact number': '0917 123 4567',
};

describe('SubscribeForm', () => {
  it('offers five required, labelled fields of the right kinds', async () => {
    fakeServer();
    await renderForm();
    expect(screen.getByRole('form', { name: 'Newsletter sign-up' })).toBeInTheDocument();
    for (const label of ['First name', 'Last name', 'E-mail', 'Contact number', 'Country']) {
      expect(field(label)).toBeRequired();
    }
    expect(field('E-mail')).toHaveAttribute('type', 'email');
    expect(field('Contact number')).toHaveAttribute('type', 'tel');
    expect(field('Contact number')).toHaveAttribute('autocomplete', 'tel');
    expect(field('Contact number')).toHaveAccessibleDescription(/Include the area code/);
  });

  it('starts on the United States and swaps the two first countries for the full list', async () => {
    let answer = () => {};
    fakeServer(undefined, { countriesReady: new Promise<void>((resolve) => (answer = resolve)) });
    await renderForm();
    expect(field('Country')).toHaveValue('US');
    expect(optionNames()).toEqual(['United States', 'Philippines']);

    act(() => answer());
    await waitFor(() => expect(optionNames()).toEqual(['Canada', 'Mexico', 'Philippines', 'United States']));
    expect(field('Country')).toHaveValue('US');
  });

  it('names the countries in the new language and keeps the choice', async () => {
    fakeServer();
    const { user } = await renderForm();
    await waitFor(() => expect(optionNames()).toContain('Mexico'));
    await user.selectOptions(field('Country'), 'MX');

    await act(() => setLanguage('es'));
    await waitFor(() => expect(screen.getByLabelText('País')).toHaveDisplayValue('México'));
    expect(within(screen.getByLabelText('País')).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Canadá',
      'Estados Unidos',
      'Filipinas',
      'México',
    ]);
  });

  it('sends nothing and says "All fields are required" while a field is empty or blank', async () => {
    const sent = fakeServer();
    const { user } = await renderForm();
    await fillIn(user, { 'First name': 'Ana', 'Last name': '   ', 'E-mail': 'ana@example.com' });
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(screen.getByRole('alert')).toHaveTextContent(/^All fields are required$/);
    expect(sent).toEqual([]);
    expect(field('Last name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Last name')).toHaveAccessibleDescription('All fields are required 3 of 100 characters');
    expect(field('Contact number')).toHaveAttribute('aria-invalid', 'true');
    expect(field('First name')).not.toHaveAttribute('aria-invalid');
    expect(field('Last name')).toHaveFocus();
    expect(field('First name')).toHaveValue('Ana');
    expect(field('E-mail')).toHaveValue('ana@example.com');
  });

  it('sends the trimmed values with the country and the current language', async () => {
    const sent = fakeServer();
    const { user } = await renderForm();
    await waitFor(() => expect(optionNames()).toContain('Philippines'));
    await fillIn(user, {
      'First name': '  Ana ',
      'Last name': ' Reyes  ',
      'E-mail': '  ana@example.com ',
      'Contact number': ' 0917 123 4567 ',
    });
    await user.selectOptions(field('Country'), 'PH');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    await screen.findByRole('dialog');
    expect(sent).toEqual([
      {
        firstName: 'Ana',
        lastName: 'Reyes',
        email: 'ana@example.com',
        contactNumber: '0917 123 4567',
        country: 'PH',
        language: 'en',
      },
    ]);
  });

  it('disables the button and says it is busy while the sign-up is on its way', async () => {
    let answer = () => {};
    fakeServer(undefined, { subscribeReady: new Promise<void>((resolve) => (answer = resolve)) });
    const { user } = await renderForm();
    await fillIn(user, ANA);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByRole('button', { name: 'Subscribing…' })).toBeDisabled();
    act(() => answer());
    await screen.findByRole('dialog');
    expect(screen.getByRole('button', { name: 'Subscribe', hidden: true })).toBeEnabled();
  });

  it('confirms in a dialog, clears the form, and gives the focus back when closed', async () => {
    fakeServer();
    const { user } = await renderForm();
    await waitFor(() => expect(optionNames()).toContain('Mexico'));
    await fillIn(user, ANA);
    await user.selectOptions(field('Country'), 'MX');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    const dialog = await screen.findByRole('dialog', { name: 'Thank you for subscribing' });
    expect(dialog).toHaveAccessibleDescription(SUCCESS);
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    for (const label of ['First name', 'Last name', 'E-mail', 'Contact number']) {
      expect(field(label)).toHaveValue('');
    }
    expect(field('Country')).toHaveValue('US');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toHaveFocus();
  });

  it('keeps the fields and points the focus back to the button when the network fails', async () => {
    fakeServer('network');
    const { user } = await renderForm();
    await fillIn(user, ANA);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach TeachBay. Check your internet connection and try again.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field('E-mail')).toHaveValue('ana@example.com');
    expect(field('Contact number')).toHaveValue('0917 123 4567');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toHaveFocus();
  });

  it('works from start to end in Spanish', async () => {
    await act(() => setLanguage('es'));
    const sent = fakeServer();
    const { user } = await renderForm('Suscribirme');
    expect(screen.getByRole('form', { name: 'Suscripción al boletín' })).toBeInTheDocument();
    expect(screen.getByLabelText('País')).toHaveDisplayValue('Estados Unidos');

    await user.click(screen.getByRole('button', { name: 'Suscribirme' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Todos los campos son obligatorios');
    expect(sent).toEqual([]);

    await user.type(screen.getByLabelText('Nombre'), 'Lucía');
    await user.type(screen.getByLabelText('Apellido'), 'Gómez');
    await user.type(screen.getByLabelText('Correo electrónico'), 'lucia@example.com');
    await user.type(screen.getByLabelText('Número de contacto'), '(813) 555-0142');
    await user.click(screen.getByRole('button', { name: 'Suscribirme' }));

    const dialog = await screen.findByRole('dialog', { name: 'Gracias por suscribirte' });
    expect(dialog).toHaveAccessibleDescription(
      '¡Listo! Te suscribiste a TeachBay. Recibirás nuestras últimas noticias y novedades.',
    );
    expect(sent).toEqual([expect.objectContaining({ firstName: 'Lucía', country: 'US', language: 'es' })]);
    expect(screen.getByLabelText('Nombre')).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(screen.getByRole('button', { name: 'Suscribirme' })).toHaveFocus();
  });
});
