import { expect, test } from '@playwright/test';
import { mailLink, signInByApi, storeLanguage } from './support';

// Guidance and no lost work (issue 31, item 7): a new teacher is led to her next step, asked before
// unsaved changes are lost, told every problem of a form at once, what a used link means, that a
// file is empty, and how much room a text has left. An invitation link used once says so.

const texts = {
  en: {
    register: 'Create my account', firstName: /First name/, lastName: /Last name/, email: /E-mail address/,
    contact: /Contact number/, password: /^Password/, required: 'All fields are required',
    emailInvalid: 'Enter a valid e-mail address.', contactInvalid: 'Enter a valid phone number for the country you chose.',
    tooCommon: 'This password is one of the most common ones. Choose another.', hintCommon: 'Password strength: too common, choose another',
    welcome: 'Welcome to TeachBay', nextStep: 'Address', address: /^Address/, matches: 'Matches', leave: 'Leave without saving?',
    stay: 'Stay', profileTitle: 'Your profile', verifySubject: /Confirm your e-mail/, verified: 'Thank you: your e-mail address is confirmed.', already: /Your address is already confirmed/,
    dashboard: 'Go to your dashboard', chooseFile: 'Choose a file', upload: 'Upload', empty: /This file is empty/,
    arrested: 'Have you ever been arrested for any offense?', yes: 'Yes', explanation: /Nature of the matter/,
    inviteSubject: /You are invited to TeachBay/, createAccount: 'Create my account', used: /This invitation was already used/,
  },
  es: {
    register: 'Crear mi cuenta', firstName: /Nombre/, lastName: /Apellido/, email: /Correo electrónico/,
    contact: /Número de contacto/, password: /^Contraseña/, required: 'Todos los campos son obligatorios',
    emailInvalid: 'Escribe una dirección de correo válida.', contactInvalid: 'Escribe un número de teléfono válido para el país que elegiste.',
    tooCommon: 'Esta contraseña es de las más comunes. Elige otra.', hintCommon: 'Seguridad de la contraseña: demasiado común, elige otra',
    welcome: 'Te damos la bienvenida a TeachBay', nextStep: 'Dirección', address: /^Dirección/, matches: 'Compatibles',
    leave: '¿Salir sin guardar?', stay: 'Quedarme', profileTitle: 'Tu perfil', verifySubject: /Confirma tu correo/, verified: 'Gracias: tu dirección de correo está confirmada.',
    already: /Tu dirección ya está confirmada/, dashboard: 'Ir a tu panel', chooseFile: 'Elige un archivo', upload: 'Subir',
    empty: /Este archivo está vacío/, arrested: '¿Alguna vez te arrestaron por algún delito?', yes: 'Sí',
    explanation: /Naturaleza del caso/, inviteSubject: /Tienes una invitación a TeachBay/, createAccount: 'Crear mi cuenta',
    used: /Esta invitación ya se usó/,
  },
};

for (const language of ['en', 'es'] as const) {
  test(`a new teacher is guided and loses nothing in ${language}`, async ({ page }) => {
    test.setTimeout(90_000);
    const t = texts[language];
    await storeLanguage(page, language);
    const email = `guided.${language}.${Date.now()}@example.com`;

    // Every field wrong: every problem shows at once, and the hint never calls a refused password fair.
    await page.goto('/user/register');
    await page.getByLabel(t.email).fill('guided@');
    await page.getByLabel(t.contact).fill('12');
    await page.getByLabel(t.password).fill('password1');
    await expect(page.getByText(t.hintCommon)).toBeVisible();
    await page.getByRole('button', { name: t.register }).click();
    await expect(page.getByLabel(t.firstName)).toBeFocused();
    await expect(page.getByLabel(t.firstName)).toHaveAccessibleDescription(new RegExp(`^${t.required}`));
    await expect(page.getByLabel(t.email)).toHaveAccessibleDescription(t.emailInvalid);
    await expect(page.getByLabel(t.contact)).toHaveAccessibleDescription(new RegExp(t.contactInvalid));
    await expect(page.getByLabel(t.password)).toHaveAccessibleDescription(new RegExp(t.tooCommon));

    await page.getByLabel(t.firstName).fill('Gina');
    await page.getByLabel(t.lastName).fill('Reyes');
    await page.getByLabel(t.email).fill(email);
    await page.getByLabel(t.contact).fill('+1 813 555 0142');
    await page.getByLabel(t.password).fill('bayshore sunsets in july');
    await page.getByRole('button', { name: t.register }).click();

    // The welcome leads to the first missing item.
    const welcome = page.getByRole('dialog', { name: t.welcome });
    await welcome.getByRole('link', { name: t.nextStep }).click();
    await expect(page).toHaveURL(/\/teacher\/profile#address$/);
    await expect(welcome).toBeHidden();

    // An address typed but not saved: leaving for another page asks, and Stay keeps it.
    await page.getByLabel(t.address).fill('2204 W Kennedy Blvd');
    await page.getByRole('navigation', { name: language === 'en' ? 'Your TeachBay' : 'Tu TeachBay' }).getByRole('link', { name: t.matches }).click();
    const leave = page.getByRole('dialog', { name: t.leave });
    await leave.getByRole('button', { name: t.stay }).click();
    await expect(leave).toBeHidden();
    await expect(page).toHaveURL(/\/teacher\/profile/);
    await expect(page.getByLabel(t.address)).toHaveValue('2204 W Kennedy Blvd');

    // A file of 0 bytes is called empty before it is sent.
    const resume = page.locator('#resume');
    await resume.getByLabel(t.chooseFile).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) });
    await resume.getByRole('button', { name: t.upload, exact: true }).click();
    await expect(resume.getByText(t.empty)).toBeVisible();

    // The confirmation link, followed twice: the second time says the address is confirmed.
    const link = await mailLink(page, email, t.verifySubject);
    await page.goto(link);
    await expect(page.getByText(t.verified)).toBeVisible();
    await page.goto(link);
    await expect(page.getByText(t.already)).toBeVisible();
    await expect(page.getByRole('link', { name: t.dashboard })).toBeVisible();

    // A text area with a limit counts what it holds.
    await page.goto('/teacher/disclosures?step=criminal');
    await page.getByRole('group', { name: t.arrested }).getByRole('radio', { name: t.yes, exact: true }).check();
    const explanation = page.getByLabel(t.explanation);
    await explanation.fill('A parking matter in 2019, settled the same week.');
    await expect(explanation).toHaveAccessibleDescription(new RegExp(`48 ${language === 'en' ? 'of' : 'de'} 2,?000`));
    await expect(page.getByText(/^48 \/ 2,?000$/)).toBeVisible();
  });
}

for (const language of ['en', 'es'] as const) {
  test(`a used invitation link says so before the form in ${language}`, async ({ page, browser }) => {
    const t = texts[language];
    const admin = await browser.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: { 'X-Requested-With': 'e2e' } });
    await signInByApi(admin, 'admin@demo.test', 'school');
    const email = `invited.${language}.${Date.now()}@example.com`;
    const invited = await admin.request.post('/api/admin/invitations', { data: { email, role: 'admin', language } });
    expect(invited.status()).toBe(201);
    await admin.close();

    await storeLanguage(page, language);
    const link = await mailLink(page, email, t.inviteSubject);
    await page.goto(link);
    await page.getByLabel(t.firstName).fill('Irma');
    await page.getByLabel(t.lastName).fill('Vega');
    await page.getByLabel(t.password).fill('harbour lights at dusk');
    await page.getByRole('button', { name: t.createAccount }).click();
    await expect(page).toHaveURL(/\/user\/mfa-setup/);

    await page.goto(link);
    await expect(page.getByText(t.used)).toBeVisible();
    await expect(page.getByLabel(t.password)).toHaveCount(0);
  });
}
