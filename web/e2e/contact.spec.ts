import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { openPage, storeLanguage } from './support';

// The server allows 5 contact messages per hour from one address: the tests below send 2 to it
// (one per language); the others stop in the browser.

const fakeScript = readFileSync(new URL('./fake-recaptcha/api.js', import.meta.url), 'utf8');
const GOOGLE_HOSTS = [
  'https://www.google.com/recaptcha/**',
  'https://www.gstatic.com/recaptcha/**',
  'https://www.recaptcha.net/recaptcha/**',
];

/** serveFakeRecaptcha answers Google's reCAPTCHA script with the fake whose tick yields `token`. */
async function serveFakeRecaptcha(page: Page, token: 'e2e-pass' | 'e2e-fail') {
  const body = `var FAKE_RECAPTCHA_TOKEN = ${JSON.stringify(token)};\n${fakeScript}`;
  for (const pattern of GOOGLE_HOSTS) {
    await page.route(pattern, (route) =>
      new URL(route.request().url()).pathname === '/recaptcha/api.js'
        ? route.fulfill({ contentType: 'text/javascript', body })
        : route.abort(),
    );
  }
}

/** blockRecaptcha makes Google unreachable, as for a visitor whose network blocks it. */
async function blockRecaptcha(page: Page) {
  for (const pattern of GOOGLE_HOSTS) await page.route(pattern, (route) => route.abort());
}

/** main is the page's own content, apart from the header's and footer's live regions. */
const main = (page: Page) => page.getByRole('main');

/** countContactPosts counts the messages the page sends from now on. */
function countContactPosts(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/contact') count += 1;
  });
  return () => count;
}

const TEXTS = {
  en: {
    title: 'Contact Us',
    fields: {
      'First name': 'Maria',
      'Last name': 'Santos',
      'E-mail': 'maria.santos@example.com',
      'Mobile number': '(813) 555-0142',
      Message: 'I teach middle school math and would like to know more about vacancies in Tampa.',
    },
    robot: "I'm not a robot",
    send: 'Send message',
    notReady: 'reCAPTCHA is not yet ready. Please try again in a few seconds.',
    incomplete: 'Please complete the reCAPTCHA.',
    sent: 'Message sent successfully!',
  },
  es: {
    title: 'Contáctanos',
    fields: {
      Nombre: 'Lucía',
      Apellido: 'Fernández',
      'Correo electrónico': 'lucia.fernandez@example.com',
      'Número de celular': '+63 917 555 0142',
      Mensaje: 'Soy maestra de español y me gustaría saber cómo postularme a una vacante en Tampa.',
    },
    robot: 'No soy un robot',
    send: 'Enviar mensaje',
    incomplete: 'Completa el reCAPTCHA.',
    sent: '¡Mensaje enviado correctamente!',
  },
} as const;

type Texts = (typeof TEXTS)['en' | 'es'];

async function fillForm(page: Page, text: Texts) {
  for (const [name, value] of Object.entries(text.fields)) {
    await page.getByRole('textbox', { name, exact: true }).fill(value);
  }
}

// The walk through the real server, its captcha checked by e2e/fake-recaptcha, in each language.
// The form's other answers (a refused captcha, a failed request, the server's field errors, every
// status) are unit tests beside the form (src/features/contact/components), and the server's in
// internal/httpapi/contact_test.go.
for (const language of ['en', 'es'] as const) {
  const text = TEXTS[language];

  test(`a visitor writes to TeachBay in ${language}: the box must be ticked, then the message is sent and the form cleared`, async ({ page, baseURL }) => {
    await storeLanguage(page, language);
    await serveFakeRecaptcha(page, 'e2e-pass');
    const posts = countContactPosts(page);
    // Besides TeachBay itself, the page may only reach Google's reCAPTCHA script.
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      const google = GOOGLE_HOSTS.some((host) => url.startsWith(host.replace('**', '')));
      if (new URL(url).origin !== new URL(baseURL ?? url).origin && !google) elsewhere.push(url);
    });
    await openPage(page, '/contact-us');
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await fillForm(page, text);
    await page.getByRole('button', { name: text.send }).click();
    await expect(main(page).getByRole('alert')).toHaveText(text.incomplete);
    expect(posts()).toBe(0);

    await page.getByRole('checkbox', { name: text.robot }).check();
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/contact'));
    await page.getByRole('button', { name: text.send }).click();
    expect((await answer).status()).toBe(200);

    await expect(main(page).getByRole('status')).toHaveText(text.sent);
    for (const name of Object.keys(text.fields)) {
      await expect(page.getByRole('textbox', { name, exact: true })).toHaveValue('');
    }
    await expect(page.getByRole('checkbox', { name: text.robot })).not.toBeChecked();
    expect(elsewhere).toEqual([]);
  });
}

// Google's real widget, unreachable: what a visitor behind a blocker sees (the text in Spanish is
// a unit test beside the form).
test('says the reCAPTCHA is not ready when Google cannot be reached', async ({ page }) => {
  const text = TEXTS.en;
  await blockRecaptcha(page);
  const posts = countContactPosts(page);
  await openPage(page, '/contact-us');
  await fillForm(page, text);
  await page.getByRole('button', { name: text.send }).click();
  await expect(main(page).getByRole('alert')).toHaveText(text.notReady);
  expect(posts()).toBe(0);
});
