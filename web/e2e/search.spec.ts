import { expect, test } from '@playwright/test';
import { axeViolations, openPage, storeLanguage } from './support';

const TEXTS = {
  en: {
    box: 'Search TeachBay',
    suggestions: 'Suggested pages',
    found: /^\d+ pages? found$/,
    house: { query: 'housing', title: 'Housing Resources', path: '/housing-resources' },
    visa: {
      results: 'Results for “visa”',
      page: 'Teach in Florida',
      field: 'Words to search for',
    },
    heading: { query: 'certification florida', page: 'Teach in Florida', text: 'certified' },
    menu: 'Menu',
  },
  es: {
    box: 'Buscar en TeachBay',
    suggestions: 'Páginas sugeridas',
    found: /^Se encontr(ó|aron) \d+ páginas?$/,
    house: { query: 'vivienda', title: 'Recursos de vivienda', path: '/housing-resources' },
    visa: {
      results: 'Resultados para “visa”',
      page: 'Enseña en Florida',
      field: 'Palabras que buscas',
    },
    // Typed without the accent, as on a keyboard without Spanish layout.
    heading: { query: 'certificacion florida', page: 'Enseña en Florida', text: 'certificación' },
    menu: 'Menú',
  },
} as const;

// One walk in each language, on a desktop screen then in the mobile menu at 360 px; the
// combobox's every key and state are unit tests beside it (src/features/search/components).
for (const language of ['en', 'es'] as const) {
  const text = TEXTS[language];

  test(`a visitor searches from the header in ${language}, on a desktop and a phone`, async ({ page }) => {
    await storeLanguage(page, language);
    await openPage(page, '/');

    // Suggestions as you type; ArrowDown and Enter open the first one.
    const box = page.getByRole('combobox', { name: text.box });
    await box.fill(text.house.query);
    const listbox = page.getByRole('listbox', { name: text.suggestions });
    await expect(listbox).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(listbox.getByRole('option').first()).toContainText(text.house.title);
    await expect(page.getByRole('search', { name: text.box }).getByRole('status')).toHaveText(text.found);
    await box.press('ArrowDown');
    const first = listbox.getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    expect(await axeViolations(page)).toEqual([]);
    await box.press('Enter');
    await expect(page).toHaveURL(text.house.path);
    await expect(page.getByRole('heading', { level: 1, name: text.house.title })).toBeVisible();
    await expect(box).toHaveValue('');
    await expect(listbox).toBeHidden();

    // A page is found by one of its headings, ignoring accents (typed once the new page has
    // loaded, as a person would).
    await page.waitForLoadState('networkidle');
    await box.fill(text.heading.query);
    const option = page.getByRole('option', { name: new RegExp(`^${text.heading.page}`) });
    await expect(option).toContainText(text.heading.text, { ignoreCase: true });

    // Enter without a chosen suggestion opens the results page.
    await box.fill('visa');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=visa$/);
    const results = page.getByRole('region', { name: text.visa.results });
    await expect(results.getByRole('link', { name: text.visa.page })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: text.visa.field })).toHaveValue('visa');

    // On a 360 px phone the search is in the menu.
    await page.setViewportSize({ width: 360, height: 740 });
    const menu = page.getByRole('button', { name: text.menu });
    await menu.click();
    await box.fill(text.house.query);
    await expect(listbox).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await axeViolations(page)).toEqual([]);
    // The first Escape closes only the suggestions; the menu around them stays open.
    await box.press('Escape');
    await expect(listbox).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await box.press('ArrowDown');
    await listbox.getByRole('option').first().click();
    await expect(page.getByRole('heading', { level: 1, name: text.house.title })).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
}

test('the search code and index download only once the box gets focus', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  const search = () => requests.filter((path) => /search-(engine|index)/.test(path));

  await openPage(page, '/');
  await page.waitForLoadState('networkidle');
  expect(search()).toEqual([]);

  await page.getByRole('combobox', { name: 'Search TeachBay' }).focus();
  await expect.poll(() => search().length).toBeGreaterThanOrEqual(2);
  expect(search().join(' ')).not.toMatch(/search-index-es/);
});

test('the results page offers topics with no query and when nothing matches', async ({ page }) => {
  await openPage(page, '/search');
  const topics = page.getByRole('list', { name: 'Popular topics' });
  await topics.getByRole('link', { name: 'bus' }).click();
  await expect(page).toHaveURL(/\/search\?q=bus$/);
  await expect(page.getByRole('link', { name: 'Transportation' })).toBeVisible();

  const field = page.getByRole('searchbox', { name: 'Words to search for' });
  await field.fill('zzzz');
  await field.press('Enter');
  await expect(page.getByRole('region', { name: 'Results for “zzzz”' }).getByRole('status')).toHaveText(
    'No pages match “zzzz”. Try a different or shorter word.',
  );
  // The open vacancies are searched beside the pages.
  await expect(page.getByRole('region', { name: 'Open vacancies for “zzzz”' }).getByRole('status')).toHaveText(
    'No open vacancy matches “zzzz”.',
  );
  await expect(page.getByRole('list', { name: 'Or try one of these topics:' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
