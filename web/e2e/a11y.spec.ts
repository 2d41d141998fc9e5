import { expect, test, type Page } from '@playwright/test';
import { axeViolations, openPage, prerenderedPaths, routePaths, storeLanguage, unknownPath, watchHydration } from './support';

const DESKTOP = { width: 1280, height: 720 };
const PHONE = { width: 360, height: 740 };

/** headingLevels lists the levels of the headings in the main content, in document order. */
async function headingLevels(page: Page) {
  return page
    .getByRole('main')
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
}

/** skippedLevels names the headings that go more than one level down from the one before. */
function skippedLevels(levels: number[]) {
  return levels.flatMap((level, i) => (i > 0 && level > levels[i - 1] + 1 ? [`heading ${i + 1}: h${levels[i - 1]} → h${level}`] : []));
}

/** overflow is how far the page is wider than the viewport (0 when nothing overflows). */
async function overflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

// Each page is loaded once per language: a pre-rendered page must hydrate (keep the heading the
// server sent) without logging an error, axe-core checks it on a desktop screen, its main content
// has one H1 and never skips a heading level on the way down (h1 → h2 → h3), then the same page,
// narrowed to a 360 px phone, must not scroll sideways. Soft assertions name every failing page
// instead of stopping at the first. The pages of each language are walked in two halves, which
// run at once on the two workers.
test.describe.configure({ mode: 'parallel' });

const paths = [...routePaths, unknownPath];
const halves = [paths.slice(0, Math.ceil(paths.length / 2)), paths.slice(Math.ceil(paths.length / 2))];

for (const language of ['en', 'es']) {
  halves.forEach((half, i) => {
    test(`every page in ${language} (${i + 1} of 2) hydrates cleanly, has no axe violations and fits a 360 px screen`, async ({ page }) => {
      test.setTimeout(180_000);
      await storeLanguage(page, language);
      const hydration = await watchHydration(page);
      for (const path of half) {
        await page.setViewportSize(DESKTOP);
        await openPage(page, path);
        if (prerenderedPaths.includes(path)) {
          expect.soft(await hydration.hydrated(), `hydration of ${path}`).toEqual({ sameHeading: true, errors: [] });
        }
        await expect.soft(page.locator('html'), path).toHaveAttribute('lang', language);
        expect.soft(await axeViolations(page), path).toEqual([]);
        const levels = await headingLevels(page);
        expect.soft(levels.filter((level) => level === 1), `${path} has one h1`).toHaveLength(1);
        expect.soft(skippedLevels(levels), `${path} skips no heading level`).toEqual([]);
        await page.setViewportSize(PHONE);
        expect.soft(await overflow(page), `${path} at 360 px`).toBeLessThanOrEqual(0);
      }

      // The open mobile menu, too.
      await page.getByRole('button', { expanded: false }).click();
      expect.soft(await axeViolations(page), 'the open mobile menu').toEqual([]);
      expect.soft(await overflow(page), 'the open mobile menu at 360 px').toBeLessThanOrEqual(0);
    });
  });
}
