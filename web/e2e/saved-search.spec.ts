import { expect, test } from '@playwright/test';
import { expectNoA11yViolations, mailLink, mails, newPersonPage, postVacancy, storeLanguage } from './support';

// Never miss a job (issue 35), in English and in Spanish: a school posts a vacancy (through the
// API); a visitor searches the board near its school within 5 km and reads each row's distance,
// and asks to save the search. She signs up, confirms her address, logs in and is back on the
// board with her search and the save dialog open; she saves it weekly, and the first alert mail
// lists the vacancy. Without a maps key (as here) the board offers no map view.

const texts = {
  en: {
    filter: 'Advanced filter', near: 'Near', within: 'Within', apply: 'Apply', table: 'Vacancies', distance: 'Distance', views: 'View',
    save: 'Save this search', login: 'Log in', firstName: /First name/, lastName: /Last name/, email: /E-mail address/,
    contact: /Contact number/, password: /^Password/, create: 'Create my account', gotIt: 'Got it', verifySubject: /Confirm your e-mail/,
    verified: 'Thank you: your e-mail address is confirmed.', logout: 'Log out', name: 'Name', weekly: 'Weekly', submit: 'Save search',
    saved: 'Your search is saved. We will e-mail you its new vacancies once a week.', manage: 'See your saved searches',
    list: 'Saved searches', alert: /^New teaching jobs for your saved search$/,
  },
  es: {
    filter: 'Filtro avanzado', near: 'Cerca de', within: 'En un radio de', apply: 'Filtrar', table: 'Vacantes', distance: 'Distancia', views: 'Vista',
    save: 'Guardar esta búsqueda', login: 'Iniciar sesión', firstName: /Nombre/, lastName: /Apellido/, email: /Correo electrónico/,
    contact: /Número de contacto/, password: /^Contraseña/, create: 'Crear mi cuenta', gotIt: 'Entendido', verifySubject: /Confirma tu correo/,
    verified: 'Gracias: tu dirección de correo está confirmada.', logout: 'Cerrar sesión', name: 'Nombre', weekly: 'Cada semana', submit: 'Guardar búsqueda',
    saved: 'Tu búsqueda está guardada. Te enviaremos sus nuevas vacantes una vez a la semana.', manage: 'Ver tus búsquedas guardadas',
    list: 'Búsquedas guardadas', alert: /^Nuevos empleos docentes para tu búsqueda guardada$/,
  },
};

for (const language of ['en', 'es'] as const) {
  test(`a visitor saves a search near a school in ${language} and gets its first alert`, async ({ page, browser }) => {
    test.setTimeout(120_000);
    const t = texts[language];
    const stamp = String(Date.now()).slice(-6);
    const position = `Chemistry Near ${language.toUpperCase()} ${stamp}`;
    // The vacancy's school (postVacancy's: the first of the demo district's) is the place searched near.
    const school = await newPersonPage(browser, language, { email: 'school@demo.test', kind: 'school' });
    const vacancyId = await postVacancy(school.request, position);
    const { schoolId, schoolName } = (await (await school.request.get(`/api/vacancies/${vacancyId}`)).json()) as { schoolId: string; schoolName: string };
    const schools = (await (await school.request.get('/api/schools')).json()) as { id: string; lat: number | null }[];
    expect(schools.find((candidate) => candidate.id === schoolId)?.lat, `${schoolName} has a location`).not.toBeNull();
    await school.close();

    await storeLanguage(page, language);
    await page.goto('/vacancies');
    const filter = page.getByRole('form', { name: t.filter });
    await filter.getByRole('combobox', { name: t.near }).selectOption({ label: schoolName });
    await filter.getByRole('combobox', { name: t.within }).selectOption({ label: '5 km' });
    await filter.getByRole('button', { name: t.apply }).click();
    await expect(page).toHaveURL(/near=[-\d.]+%2C[-\d.]+&radiusKm=5$/);
    const table = page.getByRole('table', { name: t.table });
    await expect(table.getByRole('columnheader', { name: t.distance })).toBeVisible();
    const row = table.getByRole('row').filter({ hasText: position });
    // Its own school is where the search is centred.
    await expect(row).toContainText(language === 'en' ? '0.0 km' : '0,0 km');
    // The test server has no maps key: no map view is offered, the list is all there is.
    await expect(page.getByRole('group', { name: t.views })).toHaveCount(0);
    await expectNoA11yViolations(page);
    const board = new URL(page.url());

    // Saving asks a visitor to log in; she has no account yet, so she makes one first.
    await page.getByRole('link', { name: t.save }).click();
    await expect(page).toHaveURL(/\/user\/login\?next=/);
    const login = page.url();
    const email = `saver.${language}.${stamp}@example.com`;
    const password = 'bayshore sunsets in july';
    await page.goto('/user/register');
    await page.getByLabel(t.firstName).fill('Rosa');
    await page.getByLabel(t.lastName).fill('Díaz');
    await page.getByLabel(t.email).fill(email);
    await page.getByLabel(t.contact).fill('+1 813 555 0177');
    await page.getByLabel(t.password).fill(password);
    await page.getByRole('button', { name: t.create }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.gotIt }).click();
    await page.goto(await mailLink(page, email, t.verifySubject));
    await expect(page.getByText(t.verified)).toBeVisible();
    await page.goto('/teacher/dashboard');
    await page.getByRole('button', { name: t.logout }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.login })).toBeVisible();

    // Back on the board after logging in: the same search, and the dialog open.
    await page.goto(login);
    await page.getByLabel(t.email).fill(email);
    await page.getByLabel(t.password).fill(password);
    await page.getByRole('button', { name: t.login }).click();
    const dialog = page.getByRole('dialog', { name: t.save });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(`${board.pathname}${board.search}`);
    await expect(dialog.getByRole('textbox', { name: t.name })).toHaveValue(new RegExp(schoolName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expectNoA11yViolations(page);
    await dialog.getByRole('radio', { name: t.weekly }).check();
    await dialog.getByRole('button', { name: t.submit }).click();
    await expect(dialog.getByRole('status')).toHaveText(new RegExp(t.saved));
    await dialog.getByRole('link', { name: t.manage }).click();
    await expect(page.getByRole('table', { name: t.list }).getByRole('rowheader')).toHaveCount(1);
    await expectNoA11yViolations(page);

    // The alert runs at once: its first mail lists the vacancy near the school.
    await expect
      .poll(async () => (await mails(page, email, t.alert)).at(-1)?.text ?? '', { timeout: 20_000 })
      .toContain(position);
  });
}
