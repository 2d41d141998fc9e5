import { expect, test } from '@playwright/test';
import { openPage, storeLanguage } from './support';

// One journey through the relocation guides: what only a browser shows (scrolling to a section,
// the checklist kept across a reload, the hash kept in the address, printing). The entries of
// each page are unit tests beside the pages.

test('a newcomer plans the move through the guides', async ({ page }) => {
  await openPage(page, '/relocation-support');

  // The first-30-days checklist keeps its ticks in this browser only, across a reload.
  const ssn = page.getByRole('checkbox', { name: /Apply for your Social Security number/ });
  await ssn.check();
  await expect(page.getByText('1 of 9 steps done')).toBeVisible();
  await page.reload();
  await expect(ssn).toBeChecked();

  // Printing shows the checklist without the site around it.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Your first 30 days' })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // A checklist step leads to the section of the guide that covers it, 80 px below the top.
  await page.getByRole('link', { name: 'Credit unions in Tampa Bay' }).click();
  await expect(page).toHaveURL(/\/financial-resources#credit-unions$/);
  const section = page.locator('#credit-unions');
  await expect(section).toBeFocused();
  await expect.poll(async () => Math.round((await section.boundingBox())!.y)).toBe(80);
  const bank = page.getByRole('link', { name: /Suncoast Credit Union/ }).first();
  await expect(bank).toHaveAttribute('target', '_blank');
  await expect(bank).toHaveAttribute('rel', 'noopener noreferrer');

  // Essentials: electricity first; a chosen category is in the address, so it can be shared.
  await openPage(page, '/essentials');
  await expect(page.getByRole('tab', { name: 'Electricity' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Gas' }).click();
  await expect(page).toHaveURL(/\/essentials#gas$/);
  await expect(page.getByRole('heading', { name: 'Natural gas provider' })).toBeVisible();
  await expect(page.getByText(/500,000th customer in the summer of 2024/)).toBeVisible();
  await expect(page.getByText(/3,154 miles/)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Gas' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Gas' }).press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Garbage' })).toBeFocused();
  await expect(page).toHaveURL(/#garbage$/);

  // A deep link from another site lands on its section.
  await page.goto('/community#volunteer');
  await expect(page.locator('#volunteer')).toBeInViewport();
  await page.goto('/transportation#public-transit');
  await expect(page.locator('#public-transit')).toBeInViewport();
});

test('the guides speak Spanish', async ({ page }) => {
  await storeLanguage(page, 'es');
  await openPage(page, '/essentials#water');
  await expect(page.getByRole('tab', { name: 'Agua' })).toHaveAttribute('aria-selected', 'true');
  await openPage(page, '/relocation-support');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apoyo para la mudanza');
});
