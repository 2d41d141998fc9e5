import { expect, test, type Page } from '@playwright/test';
import { openPage, storeLanguage } from './support';

const TEXTS = {
  en: {
    button: 'Join our newsletter',
    signUp: 'Stay up to date with TeachBay',
    headings: [
      'How TeachBay works',
      'Help for every part of your move',
      'Partner school districts',
      'Local real estate firms to start your search',
      'A new start on the bay',
      'Resources for your classroom',
      'Stay up to date with TeachBay',
    ],
  },
  es: {
    button: 'Suscríbete a nuestro boletín',
    signUp: 'Mantente al día con TeachBay',
    headings: [
      'Cómo funciona TeachBay',
      'Ayuda para cada parte de tu mudanza',
      'Distritos escolares asociados',
      'Inmobiliarias locales para empezar tu búsqueda',
      'Un nuevo comienzo junto a la bahía',
      'Recursos para tu aula',
      'Mantente al día con TeachBay',
    ],
  },
} as const;

/** gapAbove80px is how far the sign-up section's top is from 80 px below the window's top. */
function gapAbove80px(page: Page) {
  return page.evaluate(() => {
    const top = document.getElementById('sign-up')!.getBoundingClientRect().top;
    return Math.abs(top - 80);
  });
}

function isPaused(page: Page) {
  return page.locator('video[loop]').evaluate((video: HTMLVideoElement) => video.paused);
}

for (const language of ['en', 'es'] as const) {
  const texts = TEXTS[language];

  test.describe(`home page in ${language}`, () => {
    test.beforeEach(async ({ page }) => {
      await storeLanguage(page, language);
    });

    test('shows every section heading and calls no other site', async ({ page, baseURL }) => {
      const elsewhere: string[] = [];
      page.on('request', (request) => {
        const url = request.url();
        if (new URL(url).origin !== new URL(baseURL!).origin) elsewhere.push(url);
      });
      await openPage(page, '/');

      for (const name of texts.headings) {
        const heading = page.getByRole('heading', { level: 2, name, exact: true });
        await heading.scrollIntoViewIfNeeded();
        await expect(heading).toBeVisible();
      }
      // The sign-up form arrives once its section is near.
      await expect(page.locator('#sign-up form')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(elsewhere).toEqual([]);
    });

    test('the hero button glides to the sign-up section, 80 px below the top', async ({ page }) => {
      await openPage(page, '/');
      await page.getByRole('link', { name: texts.button }).click();

      await expect.poll(() => gapAbove80px(page)).toBeLessThanOrEqual(3);
      await expect(page.getByRole('heading', { level: 2, name: texts.signUp })).toBeFocused();
      await expect(page.locator('#sign-up form')).toBeVisible();
    });

    test('the background video is muted, looping, inline and not preloaded', async ({ page }) => {
      await openPage(page, '/');
      const video = page.locator('video[loop]');
      await expect(video).toHaveAttribute('poster', '/media/hero-poster.webp');
      await expect(video).toHaveAttribute('playsinline', '');
      await expect(video).toHaveAttribute('preload', 'none');
      expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
      const poster = page.locator('img[fetchpriority="high"]');
      await expect(poster).toHaveAttribute('src', '/media/hero-poster.webp');
    });
  });
}

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the video stays still and the hero button jumps at once', async ({ page }) => {
    await openPage(page, '/');
    await page.waitForLoadState('load');
    await expect(page.getByRole('button', { name: 'Play the background video' })).toBeVisible();
    expect(await isPaused(page)).toBe(true);

    await page.getByRole('link', { name: 'Join our newsletter' }).click();
    expect(await gapAbove80px(page)).toBeLessThanOrEqual(3);
  });
});

test('without reduced motion the video starts after the page has loaded', async ({ page }) => {
  await openPage(page, '/');
  await expect(page.getByRole('button', { name: 'Pause the background video' })).toBeVisible();
  expect(await isPaused(page)).toBe(false);
});
