import { expect, test, type Page } from '@playwright/test';
import { axeViolations, openPage, storeLanguage } from './support';

// The server accepts 10 sign-ups an hour from one address: this file sends 6 (3 per language).

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
    contactUs: 'contact us',
    confirm: 'Confirm my details',
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
    contactUs: 'contáctanos',
    confirm: 'Confirmar mis datos',
    invalidConfirmLink: 'Este enlace de confirmación no es válido o ya caducó.',
  },
};

type Texts = (typeof TEXTS)[keyof typeof TEXTS];

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
 * newsletter e-mail. Refused tokens are left to the real server.
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

// One walk through the real server in each language: the form's checks, the server refusing a
// number, a sign-up and its repeat, then a newsletter's links that the server does not know, and
// one it accepts. The other answers of the form and of the links are unit tests beside them
// (src/features/subscribe/components).
for (const language of ['en', 'es'] as const) {
  const texts = TEXTS[language];

  test(`a visitor subscribes, then follows unknown newsletter links, in ${language}`, async ({ page }) => {
    test.setTimeout(90_000);
    await storeLanguage(page, language);
    const sent = signUps(page);
    const posts = linkPosts(page);
    await openPage(page, '/subscribe');
    const f = form(page, texts);

    // A blank field stops the form before anything is sent.
    await f.firstName.fill('Ana');
    await f.lastName.fill('   ');
    await f.submit.click();
    await expect(page.getByRole('alert')).toHaveText(texts.required);
    await expect(f.lastName).toHaveAttribute('aria-invalid', 'true');
    await expect(f.lastName).toBeFocused();
    await expect(f.firstName).toHaveValue('Ana');
    expect(sent).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    // The server refuses a number that is not valid for the country; the fields stay.
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

    // A sign-up is confirmed in a dialog, clears the form and can be repeated.
    const email = `e2e-${language}-${Date.now()}@example.com`;
    await expect(f.country).toHaveValue('US');
    await f.firstName.fill('  Ana ');
    await f.email.fill(email);
    await f.country.selectOption({ label: texts.philippines });
    await f.number.fill('0917 123 4567');
    await f.submit.click();

    const dialog = page.getByRole('dialog', { name: texts.dialog });
    await expect(dialog).toContainText(texts.success);
    await expect(dialog.getByRole('button', { name: texts.close })).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    expect(sent.at(-1)).toEqual({
      firstName: 'Ana',
      lastName: 'Reyes',
      email,
      contactNumber: '0917 123 4567',
      country: 'PH',
      language,
    });
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

    // An unsubscribe link from a newsletter changes nothing until the visitor confirms; the server
    // does not know this one.
    await page.goto('/api/subscribers/unsubscribe?token=not-a-real-token');
    await expect(page).toHaveURL(/\/subscribe\?unsubscribe=not-a-real-token$/);
    const unsubscribe = page.getByRole('button', { name: texts.unsubscribe, exact: true });
    await expect(unsubscribe).toBeVisible();
    expect(posts).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await unsubscribe.click();
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toContainText(texts.invalidLink);
    await expect(alert).toBeFocused();
    await expect(alert.getByRole('link', { name: texts.contactUs })).toHaveAttribute('href', '/contact-us');
    await expect(page).toHaveURL(/\/subscribe$/);
    expect(posts).toEqual(['/api/subscribers/unsubscribe']);
    expect(await axeViolations(page)).toEqual([]);

    // An unknown confirmation link.
    await openPage(page, '/subscribe?confirm=not-a-real-token');
    await page.getByRole('button', { name: texts.confirm }).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText(texts.invalidConfirmLink);
    await expect(page).toHaveURL(/\/subscribe$/);

    // A link the server accepts (its answer played here) says it worked and leaves the address bar.
    await answerLinkPosts(page, 'You have been unsubscribed.');
    await openPage(page, '/subscribe?unsubscribe=e2e-token');
    await page.getByRole('button', { name: texts.unsubscribe, exact: true }).click();
    const status = page.getByRole('main').getByRole('status');
    await expect(status).toContainText(texts.unsubscribed);
    await expect(status).toBeFocused();
    await expect(page).toHaveURL(/\/subscribe$/);
    expect(posts).toEqual(['/api/subscribers/unsubscribe', '/api/subscribers/confirm', '/api/subscribers/unsubscribe']);
    expect(await axeViolations(page)).toEqual([]);
  });
}
