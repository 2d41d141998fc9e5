import { act, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { renderComponent } from '@/test/render-component';
import { fakeRecaptcha } from '../test/fake-recaptcha';
import { fakeServer } from '../test/fake-server';
import { ContactForm } from './contact-form';

vi.mock('react-google-recaptcha', () => import('../test/fake-recaptcha'));

afterEach(() => {
  fakeRecaptcha.loaded = true;
  vi.unstubAllGlobals();
});

// The browser test plays Google being unreachable in English (e2e/contact.spec.ts); here, in Spanish.
it('asks, in Spanish, to wait while the reCAPTCHA has not loaded, and sends nothing', async () => {
  fakeRecaptcha.loaded = false;
  await act(() => setLanguage('es'));
  const server = fakeServer();
  const { user } = renderComponent(<ContactForm />);
  const field = async (name: string) => screen.findByRole('textbox', { name }, { timeout: 5000 });
  await user.type(await field('Nombre'), 'Lucía');
  await user.type(await field('Apellido'), 'Fernández');
  await user.type(await field('Correo electrónico'), 'lucia@example.com');
  await user.type(await field('Número de celular'), '+63 917 555 0142');
  await user.type(await field('Mensaje'), 'Soy maestra de español.');
  await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));

  expect(screen.getByRole('alert')).toHaveTextContent(
    'El reCAPTCHA todavía no está listo. Vuelve a intentarlo en unos segundos.',
  );
  expect(server.sent).toHaveLength(0);
});
