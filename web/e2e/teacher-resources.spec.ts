import { expect, test } from '@playwright/test';
import { appRunning, openPage, storeLanguage } from './support';

// One journey through the teacher resources: what only a browser shows (full navigation from a
// tile, the native modals' focus, Escape and backdrop, the video frame, a real PDF download).

test('a teacher browses the resources, downloads a template and watches a talk', async ({ page, request }) => {
  await openPage(page, '/teacher-resources');

  // The templates modal: hidden at start, opened by its button, a real PDF inside, Escape closes
  // it and focus goes back to the button.
  const opener = page.getByRole('button', { name: 'Lesson-plan templates' });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Lesson-plan templates' });
  await expect(dialog).toBeVisible();
  const pdf = dialog.getByRole('link', { name: /ESOL lesson plan/ }).first();
  const response = await request.get((await pdf.getAttribute('href'))!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
  // Tab stays inside the modal.
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // A tile is a full page load of its topic (TED's player needs the page's own policy).
  await page.getByRole('link', { name: /Classroom Management/ }).click();
  await expect(page).toHaveURL(/\/classroom-management$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await appRunning(page);

  // Watch plays the talk in a frame 100% wide and 400 px high; closing removes the frame.
  const watch = page.getByRole('button', { name: /Watch/ }).first();
  await watch.click();
  const player = page.getByRole('dialog');
  const frame = player.locator('iframe');
  await expect(frame).toHaveAttribute('src', /^https:\/\/embed\.ted\.com\/talks\//);
  const [width, height, room] = await frame.evaluate((el) => {
    const parent = getComputedStyle(el.parentElement!);
    const inner = el.parentElement!.clientWidth - parseFloat(parent.paddingLeft) - parseFloat(parent.paddingRight);
    const box = el.getBoundingClientRect();
    return [Math.round(box.width), Math.round(box.height), Math.round(inner)];
  });
  expect(height).toBe(400);
  expect(width).toBe(room);
  await player.getByRole('button', { name: 'Close' }).click();
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(watch).toBeFocused();
});

test('the teacher resources speak Spanish', async ({ page }) => {
  await storeLanguage(page, 'es');
  await openPage(page, '/teacher-resources');
  await page.getByRole('button', { name: 'Herramientas inteligentes' }).click();
  await expect(page.getByRole('dialog')).toContainText('Wayground');
  await page.getByRole('button', { name: 'Cerrar' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
