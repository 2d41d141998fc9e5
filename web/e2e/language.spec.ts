import { expect, test } from '@playwright/test';
import { openPage, storeLanguage } from './support';

test('switching to Español translates the page, sets <html lang> and survives a reload', async ({
  page,
}) => {
  await openPage(page, '/');
  const header = page.getByRole('banner');
  const footer = page.getByRole('contentinfo');
  await expect(header.getByRole('link', { name: 'About Us' })).toBeVisible();
  await expect(footer).toContainText('© 2024 TeachBay. All rights reserved.');

  await page.getByRole('combobox', { name: 'Language' }).selectOption('es');

  await expect(header.getByRole('link', { name: 'Quiénes somos' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Contáctanos' })).toBeVisible();
  await expect(footer).toContainText('© 2024 TeachBay. Todos los derechos reservados.');
  await expect(footer.getByRole('link', { name: 'Política de privacidad' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page).toHaveTitle('TeachBay | Empleo docente y mudanza a Tampa Bay');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('es');

  await page.reload();
  await expect(header.getByRole('link', { name: 'Quiénes somos' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(footer).toContainText('Todos los derechos reservados.');
});

test('a stored "us" shows English', async ({ page }) => {
  await storeLanguage(page, 'us');
  await openPage(page, '/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'About Us' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
