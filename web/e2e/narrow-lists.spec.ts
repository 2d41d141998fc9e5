import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations, openPage, signInByApi, storeLanguage } from './support';

// Every list screen on a 360 px phone, in English and Spanish: the page never scrolls sideways,
// and each row, a card here, has its title (the main link) and its values on screen. Each account
// signs in once, then switches language. One vacancy of the board is given a 300-character word, which must wrap.

test.use({ viewport: { width: 360, height: 740 } });

const LANGUAGES = ['en', 'es'] as const;
const LONG_WORD = 'Supercalifragilistic'.repeat(15);

/** offScreen lists what of the page reaches past its sides: the page itself, or a row's cell. */
async function offScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const wide = document.documentElement.scrollWidth > width ? [`page: ${document.documentElement.scrollWidth}px`] : [];
    const cells = Array.from(document.querySelectorAll<HTMLElement>('main tbody th, main tbody td')).filter((cell) => {
      const box = cell.getBoundingClientRect();
      return box.left < 0 || box.right > width;
    });
    return [...wide, ...cells.map((cell) => `${cell.tagName} "${cell.textContent?.slice(0, 40)}"`)];
  });
}

/** expectFits opens a list in each language and checks it fits the phone, with axe-core on the cards. */
async function expectFits(page: Page, path: string) {
  for (const language of LANGUAGES) {
    await storeLanguage(page, language);
    await openPage(page, path);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('main')).not.toContainText(/Loading|Cargando/); // the list has loaded
    expect(await offScreen(page), `${path} in ${language}`).toEqual([]);
    for (const title of await page.locator('main tbody th[scope="row"]').all()) await expect(title).toBeVisible();
    await expectNoA11yViolations(page);
  }
}

test('the job board fits a phone, even with a 300-character word in a vacancy', async ({ page }) => {
  await page.route(/\/api\/vacancies\?/, async (route) => {
    const response = await route.fetch();
    const answer = (await response.json()) as { items: { position: string; schoolName: string }[] };
    answer.items[0] = { ...answer.items[0], position: LONG_WORD, schoolName: LONG_WORD };
    await route.fulfill({ response, json: answer });
  });
  await expectFits(page, '/vacancies');
  const title = page.getByRole('rowheader').first().getByRole('link');
  await expect(title).toHaveText(LONG_WORD);
  await title.scrollIntoViewIfNeeded();
  await expect(title).toBeInViewport({ ratio: 1 });
});

test("the teacher's applications fit a phone", async ({ page }) => {
  await signInByApi(page.context(), 'teacher@demo.test');
  await expectFits(page, '/teacher/applications');
});

test("the school's vacancies, its applications and the applicants of one fit a phone", async ({ page }) => {
  test.setTimeout(120_000);
  await signInByApi(page.context(), 'school@demo.test', 'school');
  await expectFits(page, '/school/vacancies');
  const applicants = await page.locator('main tbody a[href$="/applicants"]').first().getAttribute('href');
  await expectFits(page, applicants!);
  await expectFits(page, '/school/applications');
});

test('the admin lists fit a phone', async ({ page }) => {
  test.setTimeout(90_000);
  await signInByApi(page.context(), 'admin@demo.test', 'school');
  for (const path of ['/admin/organizations', '/admin/schools', '/admin/users']) await expectFits(page, path);
});
