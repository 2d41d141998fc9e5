import { expect, test } from '@playwright/test';
import { expectNoA11yViolations, newPersonPage, openPage, signInByApi, storeLanguage, watchHydration } from './support';

// How a school works, as the product promises (issue 35, "Philosophy and cultural fit"): the demo
// school user of Hillsborough describes one of its schools on Our schools, two philosophies and a
// culture text, and its open vacancy's page shows them, to the school user in English and, as the
// server writes it, to a visitor in Spanish. The school's own description is put back at the end,
// so that the other specs read the demo data as seeded.

type School = { id: string; schoolName: string; organizationId: string; philosophy: string[]; culture: string };

const headers = { 'X-Requested-With': 'e2e' };
// Two philosophies, in the order of the list, with their labels in each language.
const CHOSEN = [
  { code: 'restorative_practices', en: 'Restorative practices', es: 'Prácticas restaurativas' },
  { code: 'community_school', en: 'Community school', es: 'Escuela comunitaria' },
];

test('a school says how one of its schools works, and its job page shows it in English and Spanish', async ({ page, browser }) => {
  test.setTimeout(60_000);
  await storeLanguage(page, 'en');
  await signInByApi(page.context(), 'school@demo.test', 'school');

  // A school of the district that has an open vacancy, with room for two more philosophies.
  const { user } = (await (await page.request.get('/api/auth/me')).json()) as { user: { organizationId: string } };
  const schools = ((await (await page.request.get('/api/schools')).json()) as School[]).filter(
    (school) => school.organizationId === user.organizationId && school.philosophy.length <= 3 && !CHOSEN.some(({ code }) => school.philosophy.includes(code)),
  );
  let school: School | undefined;
  let vacancyId = '';
  for (const candidate of schools) {
    const found = (await (await page.request.get(`/api/vacancies?school=${candidate.id}&pageSize=1`)).json()) as { items: { id: string }[] };
    if (found.items.length > 0) [school, vacancyId] = [candidate, found.items[0].id];
    if (school) break;
  }
  expect(school, 'a school of the district with an open vacancy').toBeDefined();
  const { id, schoolName, philosophy, culture: before } = school!;
  const culture = `Teachers plan together every Friday, and every student has an adult who knows them well (${Date.now()}).`;

  try {
    // Our schools, from the portal's sidebar: the school's card, then its dialog.
    await openPage(page, '/school/dashboard');
    await page.getByRole('navigation', { name: 'Your TeachBay' }).getByRole('link', { name: 'Our schools' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Our schools' })).toBeVisible();
    await page.getByRole('button', { name: `Edit how ${schoolName} works` }).click();
    const dialog = page.getByRole('dialog', { name: `How ${schoolName} works` });
    const group = dialog.getByRole('group', { name: 'How the school teaches' });
    for (const { en } of CHOSEN) await group.getByRole('checkbox', { name: en }).check();
    await dialog.getByRole('textbox', { name: "The school's culture, in its own words" }).fill(culture);
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Saved: how ${schoolName} works.`)).toBeFocused();
    const card = page.getByRole('article', { name: schoolName });
    for (const { en } of CHOSEN) await expect(card.getByRole('listitem').filter({ hasText: en })).toHaveCount(1);

    // The job page, in English.
    await openPage(page, `/vacancies/${vacancyId}`);
    const section = page.getByRole('region', { name: 'How this school works' });
    for (const { en } of CHOSEN) await expect(section.getByRole('listitem').filter({ hasText: en })).toHaveCount(1);
    await expect(section).toContainText(culture);

    // A visitor in Spanish reads it as the server writes it, and the app keeps it as it starts.
    const visitor = await newPersonPage(browser, 'es');
    const hydration = await watchHydration(visitor);
    await visitor.goto(`/vacancies/${vacancyId}`);
    expect(await hydration.hydrated()).toEqual({ sameHeading: true, errors: [] });
    const seccion = visitor.getByRole('region', { name: 'Cómo trabaja esta escuela' });
    for (const { es } of CHOSEN) await expect(seccion.getByRole('listitem').filter({ hasText: es })).toHaveCount(1);
    await expect(seccion).toContainText(culture);
    await expectNoA11yViolations(visitor);
    const written = await (await visitor.request.get(`/vacancies/${vacancyId}`)).text();
    for (const { es } of CHOSEN) expect(written).toContain(`<li>${es}</li>`);
    await visitor.context().close();
  } finally {
    const restored = await page.request.put(`/api/school/schools/${id}`, { headers, data: { philosophy, culture: before } });
    expect(restored.status(), `${schoolName} as seeded again`).toBe(200);
  }
});
