import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { renderComponent } from '@/test/render-component';
import { fakeRecaptcha } from '../test/fake-recaptcha';
import { fakeServer } from '../test/fake-server';
import { ContactForm } from './contact-form';

vi.mock('react-google-recaptcha', () => import('../test/fake-recaptcha'));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ContactForm in Spanish', () => {
  it('takes a visitor from a first try to a sent message, in Spanish throughout', async () => {
    fakeRecaptcha.loaded = true;
    await act(() => setLanguage('es'));
    const server = fakeServer();
    server.reply({
      status: 400,
      body: {
        code: 'validation_failed',
        message: 'Please correct the highlighted fields.',
        fields: { phone: 'invalid', firstName: 'too_long' },
      },
    });
    server.reply({
      status: 400,
      body: { code: 'captcha_failed', message: 'The reCAPTCHA check failed. Please try again.' },
    });
    server.reply('network-error');
    const { user } = renderComponent(<ContactForm />);

    // The widget is drawn in Spanish.
    const captcha = await screen.findByRole(
      'checkbox',
      { name: 'No soy un robot' },
      { timeout: 5000 },
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Envíanos un mensaje' })).toBeInTheDocument();
    const field = (name: string) => screen.getByRole('textbox', { name });
    const send = () => screen.getByRole('button', { name: 'Enviar mensaje' });
    const alert = screen.getByRole('alert');

    await user.click(send());
    expect(alert).toHaveTextContent('Todos los campos son obligatorios');
    expect(field('Nombre')).toHaveAccessibleDescription(/^Este campo es obligatorio\. 0 de \d+ caracteres$/);
    expect(field('Nombre')).toHaveFocus();

    await user.type(field('Nombre'), 'Lucía');
    await user.type(field('Apellido'), 'Fernández');
    await user.type(field('Correo electrónico'), 'lucia@example.com');
    await user.type(field('Número de celular'), '813 555 01');
    await user.type(field('Mensaje'), 'Soy maestra de español y quiero trabajar en Tampa.');
    expect(field('Correo electrónico')).toHaveAttribute('type', 'email');
    expect(field('Número de celular')).toHaveAttribute('type', 'tel');

    await user.click(send());
    expect(alert).toHaveTextContent('Completa el reCAPTCHA.');

    await user.click(captcha);
    await user.click(send());
    expect(alert).toContainElement(await screen.findByText('Error: Corrige los campos marcados.'));
    expect(field('Número de celular')).toHaveAccessibleDescription(
      /^Si no incluyes el código de país.* Escribe un número de celular válido\./,
    );
    expect(field('Nombre')).toHaveAccessibleDescription(/^Usa como máximo 100 caracteres\. \d+ de 100 caracteres$/);
    expect(field('Nombre')).toHaveFocus();
    expect(captcha).not.toBeChecked();

    await user.clear(field('Número de celular'));
    await user.type(field('Número de celular'), '813 555 0123');
    await user.click(captcha);
    await user.click(send());
    const refused =
      'Error: La verificación del reCAPTCHA falló. Marca la casilla y vuelve a intentarlo.';
    expect(alert).toContainElement(await screen.findByText(refused));
    expect(field('Nombre')).toHaveValue('Lucía');

    await user.click(captcha);
    await user.click(send());
    expect(alert).toContainElement(await screen.findByText('No se pudo enviar el mensaje.'));

    const answer = server.hold();
    await user.click(captcha);
    await user.click(send());
    expect(await screen.findByRole('button', { name: 'Enviando…' })).toBeDisabled();
    answer();
    const sent = await screen.findByText('¡Mensaje enviado correctamente!');
    expect(screen.getByRole('status')).toContainElement(sent);
    expect(alert).toBeEmptyDOMElement();
    expect(field('Mensaje')).toHaveValue('');
    expect(server.sent.map((request) => request.body.language)).toEqual(['es', 'es', 'es', 'es']);
  });
});
