import { expect, test, type Browser, type Page } from '@playwright/test';
import { mailLink } from './support';

// The language follows the person (issue 31, docs/api.md "Accounts"): a first visit
// starts in the language the browser prefers; the language cookie alone keeps every page in its
// language; a signed-in choice becomes the account's, so mails and a new browser follow it; a
// mail's link opens in the mail's language.

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const languageCookie = async (page: Page) => (await page.context().cookies()).find(({ name }) => name === 'language')?.value;

/** newBrowser opens a page in a browser of its own, with nothing stored, preferring `locale`. */
async function newBrowser(browser: Browser, locale: string) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale });
  return context.newPage();
}

test('a browser that prefers Spanish, or only has the Spanish cookie, reads the site and the login and registration pages in Spanish', async ({
  browser,
}) => {
  const spanish = await newBrowser(browser, 'es-ES');
  await spanish.goto('/');
  await expect(spanish.getByRole('banner').getByRole('link', { name: 'Quiénes somos' })).toBeVisible();
  await expect(spanish.locator('html')).toHaveAttribute('lang', 'es');
  await spanish.goto('/user/login');
  await expect(heading(spanish, 'Iniciar sesión')).toBeVisible();
  await expect(spanish.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');

  const cookieOnly = await newBrowser(browser, 'en-US');
  await cookieOnly.context().addCookies([{ name: 'language', value: 'es', url: test.info().project.use.baseURL! }]);
  for (const [path, title] of [['/user/login', 'Iniciar sesión'], ['/user/register', 'Crea tu cuenta']]) {
    await cookieOnly.goto(path);
    await expect(heading(cookieOnly, title)).toBeVisible();
    await expect(cookieOnly.getByRole('button', { name: path === '/user/login' ? 'Iniciar sesión' : 'Crear mi cuenta' })).toBeEnabled();
    expect(await languageCookie(cookieOnly), `the cookie after ${path}`).toBe('es');
  }
});

test("a teacher's language follows her: to her mails, a mail's link, a new browser, and back in her settings", async ({ browser }) => {
  test.setTimeout(60_000);
  const email = `lucia.${Date.now()}@example.com`;

  // She registers in English and confirms her address.
  const first = await newBrowser(browser, 'en-US');
  await first.goto('/user/register');
  await first.getByLabel(/First name/).fill('Lucía');
  await first.getByLabel(/Last name/).fill('Pérez');
  await first.getByLabel(/E-mail address/).fill(email);
  await first.getByLabel(/Contact number/).fill('+639171234567');
  await first.getByLabel(/^Password/).fill('bayshore sunsets in july');
  await first.getByRole('button', { name: 'Create my account' }).click();
  await expect(heading(first, 'Welcome, Lucía!')).toBeVisible();
  await first.getByRole('dialog').getByRole('button', { name: 'Got it' }).click();
  await first.goto(await mailLink(first, email, /Confirm your e-mail/));
  await expect(first.getByText('Thank you: your e-mail address is confirmed.')).toBeVisible();

  // Signed in, she switches to Spanish in the header: her account is Spanish from then on.
  await first.getByRole('combobox', { name: 'Language' }).selectOption('es');
  await expect(first.getByRole('banner').getByRole('link', { name: 'Quiénes somos' })).toBeVisible();
  await expect
    .poll(async () => ((await (await first.request.get('/api/auth/me')).json()) as { user: { language: string } }).user.language)
    .toBe('es');

  // The mail she asks for after logging out is written in Spanish.
  await first.goto('/teacher/dashboard');
  await first.getByRole('button', { name: 'Cerrar sesión' }).click();
  await first.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await first.getByLabel(/Correo electrónico/).fill(email);
  await first.getByRole('button', { name: 'Envíame un enlace' }).click();
  const reset = await mailLink(first, email, /Crea una nueva contraseña/);
  expect(reset).toContain('lang=es');

  // Its link opens in Spanish in an English browser.
  const other = await newBrowser(browser, 'en-US');
  await other.goto(reset);
  await expect(heading(other, 'Crea una nueva contraseña')).toBeVisible();
  await expect(other.locator('html')).toHaveAttribute('lang', 'es');
  await other.getByLabel(/Nueva contraseña/).fill('mango season in cebu');
  await other.getByRole('button', { name: 'Guardar mi nueva contraseña' }).click();
  await expect(other.getByText('Guardamos tu nueva contraseña. Inicia sesión con ella ahora.')).toBeVisible();

  // On a new English browser the login is English, and her account's Spanish follows her in.
  const fresh = await newBrowser(browser, 'en-US');
  await fresh.goto('/user/login');
  await fresh.getByLabel(/E-mail address/).fill(email);
  await fresh.getByLabel(/^Password/).fill('mango season in cebu');
  await fresh.getByRole('button', { name: 'Log in' }).click();
  await expect(heading(fresh, '¡Te damos la bienvenida, Lucía!')).toBeVisible();
  expect(await languageCookie(fresh)).toBe('es');

  // Her settings set it back to English, and the confirmation says so in English.
  await fresh.goto('/teacher/settings');
  const language = fresh.getByRole('group', { name: 'Idioma de TeachBay y de tus correos' });
  await language.getByRole('radio', { name: 'English' }).check();
  await fresh.getByRole('button', { name: 'Guardar idioma' }).click();
  await expect(fresh.getByText('Your language is saved.')).toBeVisible();
  await expect(fresh.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
  await fresh.reload();
  await expect(fresh.getByRole('group', { name: 'Language of TeachBay and of your e-mails' }).getByRole('radio', { name: 'English' })).toBeChecked();
});
