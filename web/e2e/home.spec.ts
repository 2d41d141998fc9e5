import { expect, test, type Page } from '@playwright/test';
import { openPage, storeLanguage } from './support';

const TEXTS = {
  en: {
    button: 'Join our newsletter',
    pause: 'Pause the background video',
    signUp: 'Stay up to date with TeachBay',
    headings: [
      'How TeachBay works',
      'Help for every part of your move',
      "Tampa Bay's public school districts",
      'Local real estate firms to start your search',
      'A new start on the bay',
      'Resources for your classroom',
      'Stay up to date with TeachBay',
    ],
  },
  es: {
    button: 'Suscríbete a nuestro boletín',
    pause: 'Pausar el video de fondo',
    signUp: 'Mantente al día con TeachBay',
    headings: [
      'Cómo funciona TeachBay',
      'Ayuda para cada parte de tu mudanza',
      'Los distritos escolares públicos de Tampa Bay',
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

// One visit in each language: what only a browser shows (nothing loaded from elsewhere, the
// smooth scroll, the video playing). The sections' contents are unit tests beside the page.
for (const language of ['en', 'es'] as const) {
  const texts = TEXTS[language];

  test(`a visitor reads the home page in ${language} and glides to the sign-up`, async ({ page, baseURL }) => {
    await storeLanguage(page, language);
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (new URL(url).origin !== new URL(baseURL!).origin) elsewhere.push(url);
    });
    await openPage(page, '/');

    // The background video is muted, looping, inline and not preloaded; without reduced motion it
    // starts once the page has loaded.
    const video = page.locator('video[loop]');
    await expect(video).toHaveAttribute('poster', '/media/hero-poster.webp');
    await expect(video).toHaveAttribute('playsinline', '');
    await expect(video).toHaveAttribute('preload', 'none');
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
    await expect(page.locator('img[fetchpriority="high"]')).toHaveAttribute('src', '/media/hero-poster.webp');
    await expect(page.getByRole('button', { name: texts.pause })).toBeVisible();
    expect(await isPaused(page)).toBe(false);

    // The hero button glides to the sign-up section, 80 px below the top.
    await page.getByRole('link', { name: texts.button }).click();
    await expect.poll(() => gapAbove80px(page)).toBeLessThanOrEqual(3);
    await expect(page.getByRole('heading', { level: 2, name: texts.signUp })).toBeFocused();
    await expect(page.locator('#sign-up form')).toBeVisible();

    // Every section heading, and no request to another site.
    for (const name of texts.headings) {
      const heading = page.getByRole('heading', { level: 2, name, exact: true });
      await heading.scrollIntoViewIfNeeded();
      await expect(heading).toBeVisible();
    }
    await page.waitForLoadState('networkidle');
    expect(elsewhere).toEqual([]);
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
