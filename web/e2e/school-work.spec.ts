import { expect, test, type Page } from '@playwright/test';
import { applyAsNewTeacher, expectNoA11yViolations, MADE_HERE, openPage, signInByApi, storeLanguage } from './support';

// A school finds its work, in English and in Spanish (issue 31 item 5): the demo school user of
// Hillsborough searches its vacancies, filters them by school and sorts them by deadline, all kept
// in the URL; follows the dashboard's count of new applications to the inbox, whose total matches
// it; and finds there, on a phone too, the applications a new teacher sent to two of its schools,
// one of which it opens. The school user only reads: the applications are the new teacher's, made
// through the API.

const texts = {
  en: {
    caption: "Your district's vacancies", search: 'Position or school', searchButton: 'Search', school: 'School', sort: 'Sort by',
    deadline: 'Closing soonest', recentLink: /in the last 7 days: see the list$/, inbox: "Applications to your district's vacancies",
    recent: 'Applied in the last 7 days', view: 'View application: ',
  },
  es: {
    caption: 'Las vacantes de tu distrito', search: 'Puesto o escuela', searchButton: 'Buscar', school: 'Escuela', sort: 'Ordenar por',
    deadline: 'Cierre más próximo', recentLink: /en los últimos 7 días: ver la lista$/, inbox: 'Postulaciones a las vacantes de tu distrito',
    recent: 'Recibidas en los últimos 7 días', view: 'Ver postulación: ',
  },
};

type OpenVacancy = { id: string; position: string; subject: string; schoolId: string; schoolName: string };

/** total reads how many rows the list on screen has in all, from its status line ("168 vacancies. Page 1 of 17"). */
async function total(page: Page): Promise<number> {
  const line = page.getByRole('main').getByRole('status').filter({ hasText: /^\d/ });
  return Number((await line.textContent())!.match(/^[\d.,]+/)![0].replace(/[.,]/g, ''));
}

/** rows are the rows of the table named `caption`, once it shows the list the address asks for. */
function rows(page: Page, caption: string) {
  return page.getByRole('table', { name: caption }).locator('tbody tr');
}

for (const language of ['en', 'es'] as const) {
  test(`a school finds its work in ${language}: searched, filtered and sorted vacancies, the dashboard's counts, the inbox`, async ({ page }) => {
    test.setTimeout(120_000);
    const t = texts[language];
    await storeLanguage(page, language);
    await signInByApi(page.context(), 'school@demo.test', 'school');

    // A new teacher applies to two open vacancies at two of the district's schools.
    const listed = ((await (await page.request.get('/api/school/vacancies?status=open&pageSize=50')).json()) as { items: OpenVacancy[] }).items;
    const open = listed.filter((vacancy) => !MADE_HERE.includes(vacancy.subject));
    const applied = [open[0], open.find((vacancy) => vacancy.schoolId !== open[0].schoolId)!];
    const name = { firstName: language === 'en' ? 'Rosa' : 'Inés', lastName: `Inbox ${String.fromCharCode(...[...String(Date.now()).slice(-6)].map((d) => 97 + Number(d)))}` };
    const fullName = `${name.firstName} ${name.lastName}`;
    await applyAsNewTeacher(page, language, name, applied.map((vacancy) => vacancy.id));

    // Search: fewer vacancies, each naming the word. Back shows them all again.
    await openPage(page, '/school/vacancies');
    const vacancies = rows(page, t.caption);
    await expect(vacancies.first()).toBeVisible();
    const all = await total(page);
    // A word of a position that is not in every one ("Teacher" is in most).
    const word = open.flatMap((vacancy) => vacancy.position.split(/\s+/)).find((part) => /^\p{L}{4,}$/u.test(part) && !/^teacher$/i.test(part))!;
    await page.getByRole('searchbox', { name: t.search }).fill(word);
    await page.getByRole('main').getByRole('search').getByRole('button', { name: t.searchButton }).click();
    await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(word)}$`));
    await expect.poll(() => total(page)).toBeLessThan(all);
    for (const row of await vacancies.all()) await expect(row).toContainText(new RegExp(word, 'i'));
    await page.goBack();
    await expect.poll(() => total(page)).toBe(all);
    await expect(page.getByRole('searchbox', { name: t.search })).toHaveValue('');

    // One school's, soonest last date first; a reload keeps both.
    const school = applied[1].schoolName;
    await page.getByRole('combobox', { name: t.school }).selectOption({ label: school });
    await page.getByRole('combobox', { name: t.sort }).selectOption({ label: t.deadline });
    await expect(page).toHaveURL(new RegExp(`\\?schoolId=${applied[1].schoolId}&sort=deadline$`));
    await page.reload();
    await expect(page.getByRole('combobox', { name: t.school })).toHaveValue(applied[1].schoolId);
    await expect(page.getByRole('combobox', { name: t.sort })).toHaveValue('deadline');
    await expect.poll(() => total(page)).toBeLessThan(all);
    for (const row of await vacancies.all()) await expect(row.getByRole('cell').first()).toHaveText(school);
    const dates = await vacancies.locator('time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime')!));
    expect(dates).toEqual([...dates].sort());

    // The dashboard's count of new applications leads to the inbox, which counts as many (other
    // tests may apply at the same moment: the two are read again until they agree).
    await expect(async () => {
      await openPage(page, '/school/dashboard');
      const link = page.getByRole('link', { name: t.recentLink });
      const count = Number((await link.textContent())!.replace(/[.,]/g, ''));
      expect(count).toBeGreaterThanOrEqual(2);
      await link.click();
      await expect(page).toHaveURL(/\/school\/applications\?appliedWithinDays=7$/);
      await expect(page.getByRole('checkbox', { name: t.recent })).toBeChecked();
      await expect.poll(() => total(page), { timeout: 5_000 }).toBe(count);
    }).toPass({ timeout: 45_000 });

    // Her two applications, to two schools, among the newest; on a phone each row is a card on screen.
    const hers = rows(page, t.inbox).filter({ hasText: fullName });
    await expect(hers).toHaveCount(2);
    for (const vacancy of applied) await expect(hers.filter({ hasText: vacancy.position }).filter({ hasText: vacancy.schoolName })).toHaveCount(1);
    await expectNoA11yViolations(page);
    await page.setViewportSize({ width: 360, height: 740 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const view = hers.first().getByRole('link', { name: `${t.view}${fullName}` });
    await view.scrollIntoViewIfNeeded();
    await expect(view).toBeInViewport({ ratio: 1 });
    await view.click();
    await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
    await expect(page).toHaveURL(/\/school\/applications\/[0-9a-f-]{36}$/);
  });
}
