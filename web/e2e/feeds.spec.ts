import { expect, test } from '@playwright/test';
import { MADE_HERE, openPage, storeLanguage } from './support';

// Issue 35, "The board is found" and "Feeds": a visitor reaches the job board from the header on a
// desktop and from the menu on a 360 px phone, in English and Spanish; job sites and feed readers
// find the open vacancies in /jobs.xml and /jobs.atom. What each feed holds is tested in Go
// (internal/httpapi/feeds_test.go); the links' every place and language in Vitest.

const TEXTS = {
  en: { nav: 'Main', board: 'Vacancies', menu: 'Menu' },
  es: { nav: 'Principal', board: 'Vacantes', menu: 'Menú' },
} as const;

for (const language of ['en', 'es'] as const) {
  const text = TEXTS[language];

  test(`a visitor finds the job board from the header in ${language}, on a desktop and a phone`, async ({ page }) => {
    await storeLanguage(page, language);
    await openPage(page, '/');
    await page.getByRole('navigation', { name: text.nav }).getByRole('link', { name: text.board }).click();
    await expect(page).toHaveURL(/\/vacancies$/);
    await expect(page.getByRole('heading', { level: 1, name: text.board })).toBeVisible();

    await page.setViewportSize({ width: 360, height: 740 });
    await openPage(page, '/');
    const nav = page.getByRole('navigation', { name: text.nav });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: text.menu }).click();
    await nav.getByRole('link', { name: text.board }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.board })).toBeVisible();
    await expect(nav).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
}

test('the board names its Atom feed, which lists an open demo vacancy, and robots.txt lists both feeds', async ({ request }) => {
  // One of the newest open demo vacancies that no journey closes (MADE_HERE): the Atom feed lists the newest 100.
  const open = await request.get('/api/vacancies?pageSize=10');
  const { items } = (await open.json()) as { items: { id: string; subject: string }[] };
  const vacancy = items.find((item) => !MADE_HERE.includes(item.subject))!;

  const board = await (await request.get('/vacancies')).text();
  expect(board).toMatch(/<link rel="alternate" type="application\/atom\+xml" title="TeachBay vacancies" href="[^"]+\/jobs\.atom">/);

  const atom = await request.get('/jobs.atom');
  expect(atom.status()).toBe(200);
  expect(atom.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
  const feed = await atom.text();
  expect(feed).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
  expect(feed).toContain(`<id>urn:uuid:${vacancy.id}</id>`);

  const jobs = await request.get('/jobs.xml');
  expect(jobs.headers()['content-type']).toBe('application/xml; charset=utf-8');
  expect(await jobs.text()).toContain(`<referencenumber><![CDATA[${vacancy.id}]]></referencenumber>`);

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Allow: /jobs.xml');
  expect(robots).toMatch(/Sitemap: \S+\/jobs\.atom/);
});
