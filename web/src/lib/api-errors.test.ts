import { afterAll, describe, expect, it } from 'vitest';
import { alertTexts, fieldText, type ApiText, type ErrorTexts } from './api-errors';
import { ApiError } from './api-client';
import { i18n, setLanguage } from './i18n';

const refused = (fields: Record<string, string>) => new ApiError(400, 'validation_failed', 'Please fix the fields.', fields);
const failed = (status: number, code: string) => new ApiError(status, code, 'A message in English only');

const NONE: ErrorTexts = { ns: 'account' };

// Texts are named by the map and said in the visitor's language when drawn.
async function say(texts: ApiText[], language: 'en' | 'es') {
  await setLanguage(language);
  await i18n.loadNamespaces(['account', 'admin']);
  return texts.map((text) => i18n.t(text as never));
}

type Case = [name: string, error: unknown, en: string, es: string];

const GENERAL: Case[] = [
  [
    'no answer',
    new TypeError('Failed to fetch'),
    'We could not reach TeachBay. Check your connection and try again.',
    'No pudimos conectar con TeachBay. Revisa tu conexión y vuelve a intentarlo.',
  ],
  ['an empty field', refused({ email: 'required' }), 'Fill in the required fields.', 'Completa los campos obligatorios.'],
  ['a refused field', refused({ email: 'invalid' }), 'Please correct the highlighted fields.', 'Corrige los campos marcados.'],
  [
    'too many attempts',
    failed(429, 'rate_limited'),
    'Too many attempts. Please wait a few minutes and try again.',
    'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
  ],
  [
    'a failed CSRF check',
    failed(403, 'csrf'),
    'Your browser blocked the request. Reload the page and try again.',
    'Tu navegador bloqueó la solicitud. Recarga la página y vuelve a intentarlo.',
  ],
  ['an ended session', failed(401, 'unauthenticated'), 'Your session has ended. Log in again.', 'Tu sesión terminó. Vuelve a iniciar sesión.'],
  [
    'something gone',
    failed(404, 'not_found'),
    'This no longer exists. It may have been removed.',
    'Esto ya no existe. Es posible que lo hayan eliminado.',
  ],
  [
    'a body too large',
    failed(413, 'payload_too_large'),
    'What you entered is too long. Shorten it and try again.',
    'Lo que escribiste es demasiado largo. Acórtalo e inténtalo de nuevo.',
  ],
  [
    'an unavailable service',
    failed(503, 'unavailable'),
    'Something went wrong on our side. Please try again in a few minutes.',
    'Algo salió mal de nuestro lado. Vuelve a intentarlo en unos minutos.',
  ],
  [
    'a server error',
    failed(500, 'internal'),
    'Something went wrong on our side. Please try again in a moment.',
    'Algo salió mal de nuestro lado. Vuelve a intentarlo en un momento.',
  ],
];

describe('the API-error map', () => {
  afterAll(() => setLanguage('en'));

  it.each(GENERAL)('explains %s in both languages', async (_, error, en, es) => {
    expect(await say(alertTexts(error, NONE), 'en')).toEqual([en]);
    expect(await say(alertTexts(error, NONE), 'es')).toEqual([es]);
  });

  it('gives a field the general message of its code, in both languages', async () => {
    const codes = ['required', 'invalid', 'too_long', 'taken', 'never_heard_of'];
    expect(await say(codes.map((code) => fieldText('name', code, NONE)), 'en')).toEqual([
      'Fill in this field.',
      'Check this value.',
      'This is too long.',
      'This is already in use.',
      'Check this value.',
    ]);
    expect(await say(codes.map((code) => fieldText('name', code, NONE)), 'es')).toEqual([
      'Completa este campo.',
      'Revisa este valor.',
      'Es demasiado largo.',
      'Ya está en uso.',
      'Revisa este valor.',
    ]);
  });

  it("says a feature's own codes in its own words, ahead of the general ones", async () => {
    const texts: ErrorTexts = {
      ns: 'admin',
      alerts: { mfa_setup_required: 'alerts.mfaSetup', 409: 'alerts.accountExists', required: 'account:errors.required' },
      fields: { 'slug:taken': 'fieldErrors.slugTaken' },
    };
    const alerts = [failed(403, 'mfa_setup_required'), failed(409, 'conflict'), refused({ slug: 'required' })];
    expect(await say(alerts.flatMap((error) => alertTexts(error, texts)), 'en')).toEqual([
      'Set up two-step sign-in before you continue.',
      'An account with this e-mail address already exists, so it cannot be invited.',
      'All fields are required',
    ]);
    expect(await say([fieldText('slug', 'taken', texts), fieldText('name', 'taken', texts)], 'es')).toEqual([
      'Otra organización ya usa este identificador.',
      'Ya está en uso.',
    ]);
  });

  it('lists each refused field in the alert for a form that itemizes them', async () => {
    const texts: ErrorTexts = { ns: 'admin', itemize: ['slug', 'website'], fields: { 'slug:taken': 'fieldErrors.slugTaken' } };
    expect(await say(alertTexts(refused({ website: 'required', slug: 'taken' }), texts), 'en')).toEqual([
      'Fill in the required fields.',
      'Another organization already uses this slug.',
      'Fill in this field.',
    ]);
    expect(await say(alertTexts(refused({ other: 'invalid' }), texts), 'en')).toEqual([
      'Please correct the highlighted fields.',
    ]);
  });
});
