import { expect, test } from '@playwright/test';

// The server and the web app must agree on which paths exist: a path the app answers with its
// 404 page is a 404 from the server too. One list, both sides, through the real binary.
const PATHS: [path: string, exists: boolean][] = [
  ['/', true],
  ['/contact-us', true],
  ['/Contact-Us/', true],
  ['/teacher-resources', true],
  ['/user/login', true],
  ['/teacher', true],
  ['/teacher/no-such-page', false],
  ['/teachers', false],
  ['/contact-us/more', false],
  ['/no-such-page', false],
];

test('server and web app agree on which paths exist', async ({ page, request }) => {
  for (const [path, exists] of PATHS) {
    const res = await request.get(path);
    expect(res.status(), `server status of ${path}`).toBe(exists ? 200 : 404);
    await page.goto(path);
    const notFound = page.getByRole('heading', { level: 1, name: 'Page not found' });
    await expect(page.locator('main h1'), `the app renders ${path}`).toBeVisible();
    expect(await notFound.isVisible(), `the app shows its 404 page for ${path}`).toBe(!exists);
  }
});

test('a signed-in area has a generic title and is kept from search engines', async ({ page }) => {
  const res = await page.goto('/teacher');
  expect(res?.status()).toBe(200);
  await expect(page).toHaveTitle('Your TeachBay account | TeachBay');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});
