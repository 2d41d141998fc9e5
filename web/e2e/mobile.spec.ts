import { expect, test } from '@playwright/test';
import { openPage } from './support';

// Every page fitting a 360 px screen is checked with its accessibility (a11y.spec.ts).
test.use({ viewport: { width: 360, height: 740 } });

test('the menu opens with the keyboard, Escape closes it, returning focus, and so does choosing a link', async ({ page }) => {
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

  // Choosing a link in the menu closes it.
  await button.click();
  await nav.getByRole('link', { name: 'Explore' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Explore Tampa Bay' })).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});
