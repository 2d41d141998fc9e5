import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openPage, routePaths, storeLanguage, unknownPath } from './support';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    help: violation.help,
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

for (const language of ['en', 'es']) {
  test.describe(`accessibility in ${language}`, () => {
    test.beforeEach(async ({ page }) => {
      await storeLanguage(page, language);
    });

    for (const path of [...routePaths, unknownPath]) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await openPage(page, path);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        expect(await violations(page)).toEqual([]);
      });
    }

    test('the open mobile menu has no axe violations', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await openPage(page, '/');
      await page.getByRole('button', { expanded: false }).click();
      expect(await violations(page)).toEqual([]);
    });
  });
}
