import { expect, test } from '@playwright/test';
import { mailLink, storeLanguage } from './support';

// The whole account journey against the real binary, its e-mails read from e2e/fake-smtp.

const texts = {
  en: {
    register: 'Create my account', firstName: /First name/, lastName: /Last name/, email: /E-mail address/,
    contact: /Contact number/, password: /^Password/, newPassword: /New password/, welcome: 'Welcome, Ana!',
    verifySubject: /Confirm your e-mail/, gotIt: 'Got it', verified: 'Thank you: your e-mail address is confirmed.', continue: 'Continue',
    logout: 'Log out', login: 'Log in', teacherTab: 'Teacher', schoolTab: 'School', forgot: 'Forgot your password?',
    send: 'Send me a link', resetSubject: /Set a new TeachBay password/, save: 'Save my new password',
    saved: 'Your new password is saved. Log in with it now.', wrong: 'The e-mail address or password is incorrect.',
    wrongTab: 'This account signs in on the other tab, which is now selected. Press Log in again.',
  },
  es: {
    register: 'Crear mi cuenta', firstName: /Nombre/, lastName: /Apellido/, email: /Correo electrónico/,
    contact: /Número de contacto/, password: /^Contraseña/, newPassword: /Nueva contraseña/, welcome: '¡Te damos la bienvenida, Ana!',
    verifySubject: /Confirma tu correo/, gotIt: 'Entendido', verified: 'Gracias: tu dirección de correo está confirmada.', continue: 'Continuar',
    logout: 'Cerrar sesión', login: 'Iniciar sesión', teacherTab: 'Docente', schoolTab: 'Escuela', forgot: '¿Olvidaste tu contraseña?',
    send: 'Envíame un enlace', resetSubject: /Crea una nueva contraseña/, save: 'Guardar mi nueva contraseña',
    saved: 'Guardamos tu nueva contraseña. Inicia sesión con ella ahora.', wrong: 'El correo electrónico o la contraseña no son correctos.',
    wrongTab: 'Esta cuenta inicia sesión en la otra pestaña, que ya está seleccionada. Pulsa Iniciar sesión otra vez.',
  },
};

for (const lang of ['en', 'es'] as const) {
  test(`register, verify, log out, log in, forget, reset and log in again in ${lang}`, async ({ page }) => {
    test.setTimeout(60_000);
    const t = texts[lang];
    if (lang === 'es') await storeLanguage(page, 'es');
    const email = `ana.${lang}.${Date.now()}@example.com`;

    await page.goto('/user/register');
    await page.getByLabel(t.firstName).fill('Ana');
    await page.getByLabel(t.lastName).fill('Cruz');
    await page.getByLabel(t.email).fill(email);
    await page.getByLabel(t.contact).fill('+639171234567');
    await page.getByLabel(t.password).fill('bayshore sunsets in july');
    await page.getByRole('button', { name: t.register }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.welcome })).toBeVisible();
    await expect(page).toHaveURL(/\/teacher\/dashboard$/);
    // A new teacher is welcomed once.
    await page.getByRole('dialog').getByRole('button', { name: t.gotIt }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The header's Log in link became the user's menu.
    await expect(page.getByRole('banner').getByRole('button', { name: /Ana$/ })).toBeVisible();
    // The session is in HttpOnly cookies: nothing a script can read or steal.
    const cookies = await page.evaluate(() => document.cookie);
    expect(cookies).not.toMatch(/tb_access|tb_refresh/);
    expect(cookies).toContain('tb_session=1'); // the hint that someone is signed in, no token
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toMatch(/eyJ/);

    await page.goto(await mailLink(page, email, t.verifySubject));
    await expect(page.getByText(t.verified)).toBeVisible();

    await page.goto('/teacher/dashboard');
    await page.evaluate(() => Object.assign(window, { leftBehind: 'what Ana saw' }));
    await page.getByRole('button', { name: t.logout }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.login })).toBeVisible();
    // Logging out loads the login page anew, once: nothing of hers stays in the tab's memory.
    await expect(page).toHaveURL(/\/user\/login$/);
    expect(await page.evaluate(() => 'leftBehind' in window)).toBe(false);
    await expect(page.getByRole('banner').getByRole('link', { name: t.login })).toBeVisible();
    await page.goto('/teacher/dashboard');
    await expect(page).toHaveURL(/\/user\/login\?next=%2Fteacher%2Fdashboard$/);

    // A teacher's right password on the School tab: the Teacher tab is chosen, and the alert says so.
    await page.getByRole('tab', { name: t.schoolTab }).click();
    await page.getByLabel(t.email).fill(email);
    await page.getByLabel(t.password).fill('bayshore sunsets in july');
    await page.getByRole('button', { name: t.login }).click();
    await expect(page.getByRole('alert')).toHaveText(t.wrongTab);
    await expect(page.getByRole('tab', { name: t.teacherTab })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: t.login }).click();
    await expect(page).toHaveURL(/\/teacher\/dashboard$/);
    await page.getByRole('button', { name: t.logout }).click();

    await page.getByRole('link', { name: t.forgot }).click();
    await page.getByLabel(t.email).fill(email);
    await page.getByRole('button', { name: t.send }).click();
    await expect(page.getByRole('main').getByRole('status')).toBeVisible();
    const reset = await mailLink(page, email, t.resetSubject);
    const response = await page.goto(reset);
    expect(response?.headers()['referrer-policy']).toBe('no-referrer');
    await page.getByLabel(t.newPassword).fill('mango season in cebu');
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByText(t.saved)).toBeVisible();

    await page.goto('/user/login');
    await page.getByLabel(t.email).fill(email);
    await page.getByLabel(t.password).fill('bayshore sunsets in july');
    await page.getByRole('button', { name: t.login }).click();
    await expect(page.getByRole('alert')).toHaveText(t.wrong);
    await page.getByLabel(t.password).fill('mango season in cebu');
    await page.getByRole('button', { name: t.login }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.welcome })).toBeVisible();
  });
}

test('a school user on the Teacher tab is sent to the School tab', async ({ page }) => {
  await page.goto('/user/login');
  await page.getByLabel(/E-mail address/).fill('school@demo.test');
  await page.getByLabel(/^Password/).fill('teachbay-demo');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText(texts.en.wrongTab);
  await expect(page.getByRole('tab', { name: 'School' })).toHaveAttribute('aria-selected', 'true');
});
