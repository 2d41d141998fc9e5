import { expect, test } from '@playwright/test';
import { openPage, unknownPath } from './support';

test.describe('scroll to top', () => {
  // A short window makes the page taller than the screen.
  test.use({ viewport: { width: 1280, height: 400 } });

  test('following a footer link brings the new page in at the top', async ({ page }) => {
    await openPage(page, '/');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(50);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => [window.scrollX, window.scrollY])).toEqual([0, 0]);
    await expect(page.locator('main')).toBeFocused();
  });
});

// docs/product.md §2.1: every route change lands at the top-left, however far down the old page was: the
// contact page, which the browser loads as a new document (src/app/routes.ts, enterRoute), came
// in where the home page had been scrolled to; a page within the app, after its smooth scroll.
for (const viewport of [{ width: 1280, height: 720 }, { width: 360, height: 740 }]) {
  test(`route changes land at the top-left at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const atTopLeft = async (heading: string) => {
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // The page gets to the top and stays there once the new page has settled.
      const scroll = () => page.evaluate(() => [window.scrollX, window.scrollY]);
      await expect.poll(scroll, heading).toEqual([0, 0]);
      await page.waitForTimeout(300);
      expect(await scroll(), heading).toEqual([0, 0]);
    };

    await openPage(page, '/');
    const contact = page.locator('#sign-up').getByRole('link', { name: 'Write to us' });
    await contact.scrollIntoViewIfNeeded();
    await contact.click();
    await atTopLeft('Contact Us');

    // A long page, read to its end, then its footer.
    await openPage(page, '/teacher-resources');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Disclaimer' }).click();
    await atTopLeft('Disclaimer');
  });
}

test('a deep link renders its page', async ({ page }) => {
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page).toHaveTitle('Contact Us | TeachBay');
});

test('an unknown path renders the 404 page', async ({ page }) => {
  await page.goto(unknownPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
