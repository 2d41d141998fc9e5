import { expect, test } from '@playwright/test';
import { prerenderedPaths, storeLanguage, watchHydration } from './support';

const TEXTS = {
  en: { skip: 'Skip to content', home: 'Teach in Tampa Bay, with help at every step', apply: 'Log in to apply' },
  es: { skip: 'Saltar al contenido', home: 'Enseña en Tampa Bay, con apoyo en cada paso', apply: 'Inicia sesión para postularte' },
};

type Vacancy = { id: string; position: string; schoolName: string };

// The newest open vacancy of the demo data, as the public list answers.
async function openVacancy(request: import('@playwright/test').APIRequestContext): Promise<Vacancy> {
  const answer = await request.get('/api/vacancies?pageSize=1');
  expect(answer.ok()).toBe(true);
  const { items } = (await answer.json()) as { items: Vacancy[] };
  return items[0]!;
}

for (const language of ['en', 'es'] as const) {
  const texts = TEXTS[language];

  test(`with JavaScript off, every public page and a job page show their content in ${language}`, async ({ browser, request, baseURL }) => {
    const vacancy = await openVacancy(request);
    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.addCookies([{ name: 'language', value: language, url: baseURL! }]);
    const page = await context.newPage();
    for (const path of prerenderedPaths) {
      await page.goto(path);
      await expect.soft(page.locator('html'), path).toHaveAttribute('lang', language);
      await expect.soft(page.getByRole('heading', { level: 1 }), path).not.toBeEmpty();
      await expect.soft(page.getByRole('link', { name: texts.skip }), path).toBeAttached();
      await expect.soft(page.getByRole('contentinfo'), path).toBeVisible();
    }
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.home);

    // The board lists the newest open vacancies, each linking to its page as the server writes it:
    // the vacancy, and how to apply.
    await page.goto('/vacancies');
    await page.locator(`a[href="/vacancies/${vacancy.id}"]`).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(vacancy.position);
    await expect(page.getByRole('main')).toContainText(vacancy.schoolName);
    await expect(page.getByRole('link', { name: texts.apply })).toHaveAttribute(
      'href',
      `/user/login?next=${encodeURIComponent(`/vacancies/${vacancy.id}`)}`,
    );
    await context.close();
  });

  test(`a job page hydrates in ${language} without a change or an error, and stays a working page`, async ({ page, request }) => {
    const vacancy = await openVacancy(request);
    await storeLanguage(page, language);
    const hydration = await watchHydration(page);
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/vacancies/')) asked.push(r.url());
    });
    await page.goto(`/vacancies/${vacancy.id}`);
    expect(await hydration.hydrated()).toEqual({ sameHeading: true, errors: [] });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(vacancy.position);
    expect(asked, 'the page came with its vacancy').toEqual([]);

    // The app took over: following a link moves within it, to the public list, which links back.
    await page.getByRole('link', { name: texts.apply }).click();
    await expect(page).toHaveURL(/\/user\/login\?next=/);
    await page.goto('/vacancies');
    await expect(page.locator(`a[href="/vacancies/${vacancy.id}"]`).first()).toBeVisible();
  });
}
