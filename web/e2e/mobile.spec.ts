import { expect, test } from '@playwright/test';
import { openPage, routePaths, storeLanguage, unknownPath } from './support';

test.use({ viewport: { width: 360, height: 740 } });

test('the menu opens with the keyboard and Escape closes it, returning focus', async ({ page }) => {
  await openPage(page, '/');
  const button = page.getByRole('button', { name: 'Menu' });
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeHidden();

  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(button).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Contact Us' })).toBeVisible();

  await page.keyboard.press('Tab');
  await expect(button).not.toBeFocused();
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(nav).toBeHidden();
  await expect(button).toBeFocused();
});

test('choosing a link in the menu closes it', async ({ page }) => {
  await openPage(page, '/');
  const button = page.getByRole('button', { name: 'Menu' });
  await button.click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Explore' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Explore Tampa Bay' })).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

for (const language of ['en', 'es']) {
  test(`nothing overflows at 360 px in ${language}`, async ({ page }) => {
    await storeLanguage(page, language);
    for (const path of [...routePaths, unknownPath]) {
      await openPage(page, path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(360);
    }
    await page.getByRole('button', { expanded: false }).click();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'open menu').toBeLessThanOrEqual(360);
  });
}
