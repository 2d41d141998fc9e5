import { expect, test, type Page } from '@playwright/test';
import { axeViolations, openPage, prerenderedPaths, routePaths, storeLanguage, unknownPath, watchHydration } from './support';

const DESKTOP = { width: 1280, height: 720 };
const PHONE = { width: 360, height: 740 };

/** overflow is how far the page is wider than the viewport (0 when nothing overflows). */
async function overflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

// Each page is loaded once per language: a pre-rendered page must hydrate (keep the heading the
// server sent) without logging an error, axe-core checks it on a desktop screen, then the same
// page, narrowed to a 360 px phone, must not scroll sideways. Soft assertions name every failing
// page instead of stopping at the first.
for (const language of ['en', 'es']) {
  test(`every page in ${language} hydrates cleanly, has no axe violations and fits a 360 px screen`, async ({ page }) => {
    test.setTimeout(180_000);
    await storeLanguage(page, language);
    const hydration = await watchHydration(page);
    for (const path of [...routePaths, unknownPath]) {
      await page.setViewportSize(DESKTOP);
      await openPage(page, path);
      if (prerenderedPaths.includes(path)) {
        expect.soft(await hydration.hydrated(), `hydration of ${path}`).toEqual({ sameHeading: true, errors: [] });
      }
      await expect.soft(page.locator('html'), path).toHaveAttribute('lang', language);
      expect.soft(await axeViolations(page), path).toEqual([]);
      await page.setViewportSize(PHONE);
      expect.soft(await overflow(page), `${path} at 360 px`).toBeLessThanOrEqual(0);
    }

    // The open mobile menu, too.
    await page.getByRole('button', { expanded: false }).click();
    expect.soft(await axeViolations(page), 'the open mobile menu').toEqual([]);
    expect.soft(await overflow(page), 'the open mobile menu at 360 px').toBeLessThanOrEqual(0);
  });
}
