import { expect, test, type Page } from '@playwright/test';
import { openPage, storeLanguage } from './support';

/** Each content page with its H1 and its section headings (H2), in both languages. */
const PAGES = {
  '/about-us': {
    en: ['About TeachBay', 'Our mission', 'Why TeachBay exists', 'What TeachBay does'],
    es: ['Quiénes somos', 'Nuestra misión', 'Por qué existe TeachBay', 'Qué hace TeachBay'],
  },
  '/ai-matching': {
    en: ['AI Matching', 'What we compare', 'Only complete profiles are matched'],
    es: ['Compatibilidad con IA', 'Qué comparamos', 'Solo se comparan perfiles completos'],
  },
  '/explore': { en: ['Explore Tampa Bay'], es: ['Explora Tampa Bay'] },
  '/teach': {
    en: ['Teach in Florida', 'Find a school', 'Get certified in Florida'],
    es: ['Enseña en Florida', 'Encuentra una escuela', 'Obtén tu certificación en Florida'],
  },
  '/disclaimer': {
    en: ['Disclaimer', '1. General information only', '7. Changes to this disclaimer'],
    es: ['Aviso legal', '1. Solo información general', '7. Cambios en este aviso'],
  },
  '/privacy-policy': {
    en: ['Privacy Policy', '1. Information we collect', '9. Changes to this policy'],
    es: ['Política de privacidad', '1. Información que recopilamos', '9. Cambios en esta política'],
  },
};

/** headingLevels lists the levels of the headings in the main content, in document order. */
async function headingLevels(page: Page) {
  return page
    .getByRole('main')
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
}

for (const language of ['en', 'es'] as const) {
  test.describe(`content pages in ${language}`, () => {
    test.beforeEach(async ({ page }) => {
      await storeLanguage(page, language);
    });

    for (const [path, texts] of Object.entries(PAGES)) {
      test(`${path} shows its headings in order`, async ({ page }) => {
        const [title, ...sections] = texts[language];
        await openPage(page, path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        for (const section of sections) {
          await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
        }
        // One H1, and no level is ever skipped on the way down (h1 → h2 → h3).
        const levels = await headingLevels(page);
        expect(levels.filter((level) => level === 1)).toHaveLength(1);
        levels.forEach((level, index) => {
          if (index > 0) expect(level, `heading ${index + 1}`).toBeLessThanOrEqual(levels[index - 1] + 1);
        });
      });
    }
  });
}

test('Register Now on /about-us opens the registration page', async ({ page }) => {
  await openPage(page, '/about-us');
  await page.getByRole('link', { name: 'Register Now' }).click();
  await expect(page).toHaveURL(/\/user\/register$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the four /explore buttons open their guides', async ({ page }) => {
  const guides = [
    ['Housing resources', '/housing-resources'],
    ['Relocation support', '/relocation-support'],
    ['Financial resources', '/financial-resources'],
    ['Community', '/community'],
  ];
  for (const [name, path] of guides) {
    await openPage(page, '/explore');
    await page.getByRole('main').getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Explore Tampa Bay');
  }
});

test('the /teach buttons open their pages and the outside links open in a new tab', async ({
  page,
}) => {
  for (const [name, path] of [
    ['Teacher resources', '/teacher-resources'],
    ['Professional development', '/online-courses'],
  ]) {
    await openPage(page, '/teach');
    await page.getByRole('main').getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }

  await openPage(page, '/teach');
  const outside = page.getByRole('main').locator('a[target="_blank"]');
  await expect(outside).toHaveCount(6);
  for (const [name, href] of [
    [/NCES school search/, 'https://nces.ed.gov/ccd/schoolsearch/'],
    [/Florida educator certification/, 'https://www.fldoe.org/teaching/certification/'],
  ] as const) {
    const link = page.getByRole('link', { name });
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
});

test('the privacy policy links Google’s policy in a new tab and prints without the site frame', async ({
  page,
}) => {
  await openPage(page, '/privacy-policy');
  const google = page.getByRole('link', { name: /Google's Privacy Policy/ });
  await expect(google).toHaveCount(2);
  await expect(google.first()).toHaveAttribute('target', '_blank');
  await expect(google.first()).toHaveAttribute('rel', /noopener/);
  await page.getByRole('link', { name: 'Contact us', exact: true }).click();
  await expect(page).toHaveURL(/\/contact-us$/);

  await openPage(page, '/privacy-policy');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
});
