import { act, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderForm } from '@/features/subscribe/test/render-form';
import { fakeServer, type SubscribeReply } from '@/features/subscribe/test/subscribe-server';
import { setLanguage } from '@/lib/i18n';

const LABELS = {
  en: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail',
    contactNumber: 'Contact number',
    country: 'Country',
  },
  es: {
    firstName: 'Nombre',
    lastName: 'Apellido',
    email: 'Correo electrónico',
    contactNumber: 'Número de contacto',
    country: 'País',
  },
};

function invalid(fields: Record<string, string>, message = 'Please fix the fields.'): SubscribeReply {
  return { status: 400, body: { code: 'validation_failed', message, fields } };
}

function failure(status: number, code: string): SubscribeReply {
  return { status, body: { code, message: 'A message in English only' } };
}

async function submitFilledForm(user: UserEvent, labels: Record<string, string>, submit: string) {
  await user.type(screen.getByLabelText(labels.firstName), 'Ana');
  await user.type(screen.getByLabelText(labels.lastName), 'Reyes');
  await user.type(screen.getByLabelText(labels.email), 'ana@example');
  await user.type(screen.getByLabelText(labels.contactNumber), '12');
  await user.click(screen.getByRole('button', { name: submit }));
}

type Case = [name: string, reply: SubscribeReply, message: string, fields: (keyof typeof LABELS.en)[]];

const ENGLISH: Case[] = [
  [
    'an invalid e-mail',
    invalid({ email: 'invalid' }),
    'Enter a valid e-mail address, such as name@example.com.',
    ['email'],
  ],
  [
    'an invalid number',
    invalid({ contactNumber: 'invalid' }),
    'Enter a contact number that is valid for the country you chose, or start it with + and the country code.',
    ['contactNumber'],
  ],
  ['an invalid country', invalid({ country: 'invalid' }), 'Choose your country from the list.', ['country']],
  [
    'a first name that is too long',
    invalid({ firstName: 'too_long' }),
    'Your first name can have at most 100 characters.',
    ['firstName'],
  ],
  [
    'a last name that is too long',
    invalid({ lastName: 'too_long' }),
    'Your last name can have at most 100 characters.',
    ['lastName'],
  ],
  [
    'a field the server found empty',
    invalid({ lastName: 'required' }, 'All fields are required'),
    'All fields are required',
    ['lastName'],
  ],
  [
    'a body the server could not read',
    invalid({}, 'Malformed JSON'),
    'Some details could not be accepted. Check the form and try again.',
    [],
  ],
  [
    'too many sign-ups',
    failure(429, 'rate_limited'),
    'There have been too many sign-ups from your connection. Please wait an hour and try again.',
    [],
  ],
  [
    'a failed security check',
    failure(403, 'csrf'),
    'Your browser did not pass our security check. Reload the page and try again.',
    [],
  ],
  [
    'a body that is too large',
    failure(413, 'payload_too_large'),
    'What you entered is too long. Shorten it and try again.',
    [],
  ],
  [
    'a server error',
    failure(500, 'internal'),
    'Something went wrong on our side and you are not subscribed yet. Please try again in a few minutes.',
    [],
  ],
  [
    'an unavailable server',
    failure(503, 'unavailable'),
    'Something went wrong on our side and you are not subscribed yet. Please try again in a few minutes.',
    [],
  ],
];

describe('SubscribeForm errors', () => {
  it.each(ENGLISH)('explains %s and keeps the fields', async (_, reply, message, fields) => {
    fakeServer(reply);
    const { user } = await renderForm();
    await submitFilledForm(user, LABELS.en, 'Subscribe');

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@example');
    expect(screen.getByLabelText('Contact number')).toHaveValue('12');
    for (const [name, label] of Object.entries(LABELS.en)) {
      const input = screen.getByLabelText(label);
      if (fields.includes(name as keyof typeof LABELS.en)) {
        expect(input).toHaveAttribute('aria-invalid', 'true');
        expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
      } else {
        expect(input).not.toHaveAttribute('aria-invalid');
      }
    }
    if (fields.length > 0) expect(screen.getByLabelText(LABELS.en[fields[0]])).toHaveFocus();
  });

  it('lists every field the server refused, each linked to its input', async () => {
    fakeServer(invalid({ email: 'invalid', contactNumber: 'invalid' }));
    const { user } = await renderForm();
    await submitFilledForm(user, LABELS.en, 'Subscribe');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Enter a valid e-mail address');
    expect(alert).toHaveTextContent('Enter a contact number that is valid');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
      'Enter a valid e-mail address, such as name@example.com.',
    );
    expect(screen.getByLabelText('Contact number')).toHaveAccessibleDescription(
      expect.stringMatching(/^Include the area code.* Enter a contact number that is valid/),
    );
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
  });

  it.each<[string, SubscribeReply, string]>([
    [
      'an invalid number',
      invalid({ contactNumber: 'invalid' }),
      'Escribe un número de contacto válido para el país que elegiste, o empiézalo con + y el código del país.',
    ],
    [
      'an invalid e-mail',
      invalid({ email: 'invalid' }),
      'Escribe un correo electrónico válido, por ejemplo nombre@ejemplo.com.',
    ],
    [
      'too many sign-ups',
      failure(429, 'rate_limited'),
      'Se han hecho demasiadas suscripciones desde tu conexión. Espera una hora e inténtalo de nuevo.',
    ],
    [
      'a server error',
      failure(500, 'internal'),
      'Algo falló de nuestro lado y tu suscripción todavía no se completó. Inténtalo de nuevo en unos minutos.',
    ],
    [
      'a network failure',
      'network',
      'No pudimos conectar con TeachBay. Revisa tu conexión a internet e inténtalo de nuevo.',
    ],
  ])('explains %s in Spanish', async (_, reply, message) => {
    await act(() => setLanguage('es'));
    fakeServer(reply);
    const { user } = await renderForm('Suscribirme');
    await submitFilledForm(user, LABELS.es, 'Suscribirme');

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Nombre')).toHaveValue('Ana');
  });

  it('translates a message on screen when the language changes', async () => {
    fakeServer(invalid({ email: 'invalid' }));
    const { user } = await renderForm();
    await submitFilledForm(user, LABELS.en, 'Subscribe');
    await screen.findByRole('alert');

    await act(() => setLanguage('es'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Escribe un correo electrónico válido, por ejemplo nombre@ejemplo.com.',
    );
  });
});
