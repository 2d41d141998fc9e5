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

// Issue 34: the guides' figures are current, dated and linked to their sources, in both languages.
const CURRENT = {
  en: {
    pay: /Hillsborough County Public Schools: a starting salary of \$48,000 for 2024–25/,
    paySource: 'ABC Action News, June 2024',
    itin: /An ITIN is only for people who cannot get an SSN/,
    rentsLink: 'Rents by area, with their dates',
    rents: 'Rents by area',
    rent: /Wesley Chapel \(Pasco, ZIP codes 33543 to 33545\): a median of \$1,701/,
    h1b: 'For schools: hiring a teacher on an H-1B visa',
    fee: /requires a \$100,000 payment .* from 12:01 a\.m\. EDT on September 21, 2025/,
    ssn: 'Getting your Social Security number',
  },
  es: {
    pay: /Hillsborough County Public Schools: un salario inicial de \$48,000 para 2024–25/,
    paySource: 'ABC Action News, junio de 2024',
    itin: /El ITIN es solo para quien no puede obtener un SSN/,
    rentsLink: 'Alquileres por zona, con sus fechas',
    rents: 'Alquileres por zona',
    rent: /Wesley Chapel \(Pasco, códigos postales 33543 a 33545\): una mediana de 1,701 dólares/,
    h1b: 'Para escuelas: contratar a un docente con visa H-1B',
    fee: /exige un pago de 100,000 dólares .* desde las 12:01 a\. m\. \(hora del Este\) del 21 de septiembre de 2025/,
    ssn: 'Cómo obtener tu número de Seguro Social',
  },
} as const;

for (const language of ['en', 'es'] as const) {
  test(`a teacher reads current pay, rents and visa facts with their sources in ${language}`, async ({ page }) => {
    const text = CURRENT[language];
    await storeLanguage(page, language);
    await openPage(page, '/financial-resources');
    const pay = page.getByRole('listitem').filter({ hasText: text.pay });
    await expect(pay.getByRole('link', { name: new RegExp(text.paySource) })).toHaveAttribute(
      'href',
      /abcactionnews\.com/,
    );
    await expect(page.getByText(text.itin)).toBeVisible();
    await page.getByRole('link', { name: text.rentsLink }).click();
    const rents = page.getByRole('region', { name: text.rents });
    await expect(rents).toBeInViewport();
    await expect(rents.getByRole('listitem').filter({ hasText: text.rent }).getByRole('link')).toHaveAttribute(
      'href',
      'https://data.estaite.com/feeds/wesley-chapel-fl.json',
    );

    await openPage(page, '/relocation-support#work-authorization');
    await expect(page.getByRole('heading', { level: 3, name: text.ssn })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: text.h1b })).toBeVisible();
    await expect(page.getByText(text.fee)).toBeVisible();
  });
}
