import { expect, test, type Locator } from '@playwright/test';
import { expectNoA11yViolations, newPersonPage, openPage, signInByApi, storeLanguage, watchHydration } from './support';

// How districts answer their applicants, in English and in Spanish (issue 32): the demo school
// user of Hillsborough reads its analytics on the dashboard, the same numbers the API gives;
// turns the daily applicant digest off and on again on its settings page (the demo account is
// shared: the setting ends as it was); a visitor reads the district's answer rate on one of its
// job pages, in the page the server writes too; the admin reads every district's numbers.

const HILLSBOROUGH = 'Hillsborough County Public Schools';

const texts = {
  en: {
    analytics: 'How your district answers applicants', byStatus: 'Where the applications stand now', period: 'Period', days30: 'Last 30 days',
    settings: 'Settings', digestTitle: 'Daily applicant digest', digest: 'Send me the daily applicant digest', save: 'Save e-mail settings', saved: 'Saved.',
    rateTerm: 'Answers to applicants', rate: (pct: number) => `Answers ${pct}% of applicants within 14 days.`,
    adminTitle: 'Analytics', districts: "The districts' answers to applicants",
  },
  es: {
    analytics: 'Cómo responde tu distrito a los postulantes', byStatus: 'En qué punto están las postulaciones', period: 'Período',
    days30: 'Últimos 30 días', settings: 'Configuración', digestTitle: 'Resumen diario de postulantes', digest: 'Enviarme el resumen diario de postulantes', save: 'Guardar la configuración de correo', saved: 'Guardado.',
    rateTerm: 'Respuesta a los postulantes', rate: (pct: number) => `Responde al ${pct}\u00a0% de los postulantes en 14 días o menos.`,
    adminTitle: 'Analíticas', districts: 'Las respuestas de los distritos a los postulantes',
  },
};

type Counts = Record<string, number>;
type PublicVacancy = { id: string; district: string; responseRate: { pct: number; medianDays: number | null } | null };

/** countsOf reads a table's figures column, in its rows' order, as whole numbers. */
async function countsOf(table: Locator): Promise<number[]> {
  return (await table.locator('tbody td:nth-of-type(1)').allTextContents()).map((text) => Number(text.replace(/[.,\s]/g, '')));
}

// The digest is the shared demo school user's one setting: the two languages take turns with it.
test.describe.configure({ mode: 'serial' });

for (const language of ['en', 'es'] as const) {
  test(`a district reads how it answers applicants in ${language}, and sets its daily digest`, async ({ page, browser }) => {
    test.setTimeout(90_000);
    const t = texts[language];
    await storeLanguage(page, language);
    await signInByApi(page.context(), 'school@demo.test', 'school');

    // The dashboard's table says what GET /api/school/analytics says (other tests apply at the
    // same moment: the two are read again until they agree).
    await expect(async () => {
      await openPage(page, '/school/dashboard');
      const section = page.getByRole('region', { name: t.analytics });
      const table = section.getByRole('table', { name: t.byStatus });
      await expect(table).toBeVisible();
      const api = (await (await page.request.get('/api/school/analytics')).json()) as { byStatus: Counts; applications: number };
      expect(api.applications).toBeGreaterThan(0);
      const order = ['pending', 'on-hold', 'candidate', 'interview', 'offered', 'hired', 'not_selected', 'withdrawn'];
      expect(await countsOf(table)).toEqual(order.map((status) => api.byStatus[status]));
    }).toPass({ timeout: 30_000 });
    const section = page.getByRole('region', { name: t.analytics });
    await expect(section.getByRole('img')).toHaveAccessibleName(/\d/);
    await expectNoA11yViolations(page);
    await section.getByRole('combobox', { name: t.period }).selectOption({ label: t.days30 });
    await expect(page).toHaveURL(/\/school\/dashboard\?days=30$/);

    // The settings: the digest off, then on again, each saved and read back from the API.
    await page.getByRole('navigation').getByRole('link', { name: t.settings }).click();
    const digest = page.getByRole('region', { name: t.digestTitle });
    const box = digest.getByRole('checkbox', { name: t.digest });
    const before = ((await (await page.request.get('/api/me/notifications')).json()) as { dailyApplicantDigest: boolean }).dailyApplicantDigest;
    await expect(box).toBeChecked({ checked: before });
    await expectNoA11yViolations(page);
    for (const on of [!before, before]) {
      await box.setChecked(on);
      await digest.getByRole('button', { name: t.save }).click();
      await expect(digest.getByText(t.saved)).toBeVisible();
      expect(await (await page.request.get('/api/me/notifications')).json()).toEqual({ dailyApplicantDigest: on });
    }

    // A visitor reads the district's answer rate on one of its job pages, in the HTML the server
    // sends and once the app runs, which takes that page over as it is.
    const visitor = await newPersonPage(browser, language);
    const board = (await (await visitor.request.get('/api/vacancies?pageSize=50')).json()) as { items: PublicVacancy[] };
    const job = board.items.find((vacancy) => vacancy.district === HILLSBOROUGH && vacancy.responseRate !== null);
    expect(job, 'a Hillsborough vacancy with an answer rate (20 applications in a year)').toBeDefined();
    const rate = t.rate(job!.responseRate!.pct);
    expect(await (await visitor.request.get(`/vacancies/${job!.id}`)).text()).toContain(rate);
    const hydration = await watchHydration(visitor);
    await visitor.goto(`/vacancies/${job!.id}`);
    expect(await hydration.hydrated()).toEqual({ sameHeading: true, errors: [] });
    await expect(visitor.locator('dt', { hasText: t.rateTerm }).locator('+ dd')).toContainText(rate);
    await visitor.context().close();

    // The admin console's analytics list every district, Hillsborough among them.
    const admin = await newPersonPage(browser, language, { email: 'admin@demo.test', kind: 'school' });
    await openPage(admin, '/admin/analytics');
    await expect(admin.getByRole('heading', { level: 1, name: t.adminTitle })).toBeVisible();
    await expect(admin.getByRole('table', { name: t.districts }).getByRole('rowheader', { name: HILLSBOROUGH })).toBeVisible();
    await admin.getByRole('link', { name: HILLSBOROUGH }).click();
    await expect(admin.getByRole('region', { name: HILLSBOROUGH }).getByRole('table', { name: t.byStatus })).toBeVisible();
    await expectNoA11yViolations(admin);
    await admin.context().close();
  });
}
