import { expect, test, type Page } from '@playwright/test';
import { axeViolations, openPage, storeLanguage } from './support';

// The server accepts 10 sign-ups an hour from one address: this file sends 6.

const TEXTS = {
  en: {
    submit: 'Subscribe',
    labels: ['First name', 'Last name', 'E-mail', 'Contact number', 'Country'],
    philippines: 'Philippines',
    required: 'All fields are required',
    badNumber:
      'Enter a contact number that is valid for the country you chose, or start it with + and the country code.',
    dialog: 'Thank you for subscribing',
    success: 'You are now successfully subscribed to TeachBay! You will get our latest news and updates.',
    close: 'Close',
    unsubscribe: 'Unsubscribe',
    unsubscribed: 'You have been unsubscribed.',
    invalidLink: 'This unsubscribe link is not valid.',
    confirm: 'Confirm my details',
    confirmed: 'Your subscription is confirmed.',
    invalidConfirmLink: 'This confirmation link is not valid or has expired.',
  },
  es: {
    submit: 'Suscribirme',
    labels: ['Nombre', 'Apellido', 'Correo electrónico', 'Número de contacto', 'País'],
    philippines: 'Filipinas',
    required: 'Todos los campos son obligatorios',
    badNumber:
      'Escribe un número de contacto válido para el país que elegiste, o empiézalo con + y el código del país.',
    dialog: 'Gracias por suscribirte',
    success: '¡Listo! Te suscribiste a TeachBay. Recibirás nuestras últimas noticias y novedades.',
    close: 'Cerrar',
    unsubscribe: 'Darme de baja',
    unsubscribed: 'Te diste de baja del boletín.',
    invalidLink: 'Este enlace para darte de baja no es válido.',
    confirm: 'Confirmar mis datos',
    confirmed: 'Tu suscripción está confirmada.',
    invalidConfirmLink: 'Este enlace de confirmación no es válido o ya caducó.',
  },
};

type Texts = (typeof TEXTS)['en'];

function form(page: Page, texts: Texts) {
  const [firstName, lastName, email, number, country] = texts.labels.map((label) =>
    page.getByLabel(label),
  );
  const submit = page.getByRole('button', { name: texts.submit });
  return { firstName, lastName, email, number, country, submit };
}

/** linkPosts lists the paths of the POSTs the page makes for a newsletter link's token. */
function linkPosts(page: Page) {
  const sent: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === 'POST' && /^\/api\/subscribers\/(unsubscribe|confirm)$/.test(path)) sent.push(path);
  });
  return sent;
}

/**
 * answerLinkPosts stands in for the server's acceptance of a token: a real one only exists in a
 * newsletter e-mail. Refused tokens are left to the real server (see the tests at the end).
 */
async function answerLinkPosts(page: Page, message: string) {
  await page.route(/\/api\/subscribers\/(unsubscribe|confirm)(\?|$)/, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ message }) })
      : route.fallback(),
  );
}

/** signUps counts the sign-ups the page sends to the server. */
function signUps(page: Page) {
  const sent: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/subscribers')) {
      sent.push(request.postDataJSON());
    }
  });
  return sent;
}

for (const language of ['en', 'es'] as const) {
  const texts = TEXTS[language];

  test.describe(`subscribe in ${language}`, () => {
    test.beforeEach(async ({ page }) => {
      await storeLanguage(page, language);
      await openPage(page, '/subscribe');
    });

    test('a blank field stops the form before anything is sent', async ({ page }) => {
      const sent = signUps(page);
      const f = form(page, texts);
      await f.firstName.fill('Ana');
      await f.lastName.fill('   ');
      await f.submit.click();

      await expect(page.getByRole('alert')).toHaveText(texts.required);
      await expect(f.lastName).toHaveAttribute('aria-invalid', 'true');
      await expect(f.lastName).toBeFocused();
      await expect(f.firstName).toHaveValue('Ana');
      expect(sent).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
    });

    test('a sign-up is confirmed in a dialog, clears the form and can be repeated', async ({ page }) => {
      const sent = signUps(page);
      const f = form(page, texts);
      const email = `e2e-${language}-${Date.now()}@example.com`;
      await expect(f.country).toHaveValue('US');
      await f.firstName.fill('  Ana ');
      await f.lastName.fill('Reyes');
      await f.email.fill(email);
      await f.country.selectOption({ label: texts.philippines });
      await f.number.fill('0917 123 4567');
      await f.submit.click();

      const dialog = page.getByRole('dialog', { name: texts.dialog });
      await expect(dialog).toContainText(texts.success);
      await expect(dialog.getByRole('button', { name: texts.close })).toBeFocused();
      expect(await axeViolations(page)).toEqual([]);
      expect(sent).toEqual([
        {
          firstName: 'Ana',
          lastName: 'Reyes',
          email,
          contactNumber: '0917 123 4567',
          country: 'PH',
          language,
        },
      ]);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(f.submit).toBeFocused();
      for (const input of [f.firstName, f.lastName, f.email, f.number]) {
        await expect(input).toHaveValue('');
      }
      await expect(f.country).toHaveValue('US');

      // The subscriber is on record now: the same address signs up again and gets the same answer
      // (the server mails a link to confirm the new details).
      await f.firstName.fill('Ana');
      await f.lastName.fill('Reyes Cruz');
      await f.email.fill(`  ${email.toUpperCase()} `);
      await f.number.fill('+63 917 123 4567');
      await f.submit.click();
      await expect(dialog).toContainText(texts.success);
      await dialog.getByRole('button', { name: texts.close }).click();
      await expect(dialog).toBeHidden();
      await expect(f.submit).toBeFocused();
    });

    test('a number that is not valid for the country is refused and the fields stay', async ({ page }) => {
      const f = form(page, texts);
      await f.firstName.fill('Ana');
      await f.lastName.fill('Reyes');
      await f.email.fill('ana@example.com');
      await f.number.fill('12345');
      await f.submit.click();

      await expect(page.getByRole('alert')).toHaveText(texts.badNumber);
      await expect(f.number).toHaveAttribute('aria-invalid', 'true');
      await expect(f.number).toBeFocused();
      await expect(f.email).toHaveValue('ana@example.com');
      await expect(f.number).toHaveValue('12345');
      await expect(page.getByRole('dialog')).toBeHidden();
    });

    test('an unsubscribe link asks first, then says it worked and leaves the address bar', async ({ page }) => {
      const posts = linkPosts(page);
      await answerLinkPosts(page, 'You have been unsubscribed.');
      await openPage(page, '/subscribe?unsubscribe=e2e-token');
      const button = page.getByRole('button', { name: texts.unsubscribe, exact: true });
      await expect(button).toBeVisible();
      expect(posts).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);

      await button.click();
      const status = page.getByRole('main').getByRole('status');
      await expect(status).toContainText(texts.unsubscribed);
      await expect(status).toBeFocused();
      await expect(page).toHaveURL(/\/subscribe$/);
      expect(posts).toEqual(['/api/subscribers/unsubscribe']);
      expect(await axeViolations(page)).toEqual([]);
    });

    test('a confirmation link confirms the new details on request', async ({ page }) => {
      const posts = linkPosts(page);
      await answerLinkPosts(page, 'Your subscription is confirmed.');
      await openPage(page, '/subscribe?confirm=e2e-token');
      expect(posts).toEqual([]);
      await page.getByRole('button', { name: texts.confirm }).click();
      await expect(page.getByRole('main').getByRole('status')).toContainText(texts.confirmed);
      await expect(page).toHaveURL(/\/subscribe$/);
      expect(posts).toEqual(['/api/subscribers/confirm']);
    });

    test('explains an unknown unsubscribe link', async ({ page }) => {
      await openPage(page, '/subscribe?unsubscribe=not-a-real-token');
      await page.getByRole('button', { name: texts.unsubscribe, exact: true }).click();
      const alert = page.getByRole('main').getByRole('alert');
      await expect(alert).toContainText(texts.invalidLink);
      await expect(alert).toBeFocused();
      await expect(page).toHaveURL(/\/subscribe$/);
      expect(await axeViolations(page)).toEqual([]);
    });

    test('explains an unknown confirmation link', async ({ page }) => {
      await openPage(page, '/subscribe?confirm=not-a-real-token');
      await page.getByRole('button', { name: texts.confirm }).click();
      await expect(page.getByRole('main').getByRole('alert')).toContainText(texts.invalidConfirmLink);
      await expect(page).toHaveURL(/\/subscribe$/);
    });
  });
}

test('an unsubscribe link from a newsletter changes nothing until the visitor confirms', async ({ page }) => {
  const posts = linkPosts(page);
  await page.goto('/api/subscribers/unsubscribe?token=not-a-real-token');
  await expect(page).toHaveURL(/\/subscribe\?unsubscribe=not-a-real-token$/);
  await page.getByRole('heading', { level: 1 }).waitFor();
  expect(posts).toEqual([]);

  await page.getByRole('button', { name: TEXTS.en.unsubscribe, exact: true }).click();
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText(TEXTS.en.invalidLink);
  await expect(alert.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact-us');
  expect(posts).toEqual(['/api/subscribers/unsubscribe']);
});
