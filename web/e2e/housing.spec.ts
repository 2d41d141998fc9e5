import { expect, test } from '@playwright/test';
import { storeLanguage } from './support';

// The test server has a Places key (answered by e2e/fake-google-places) but no browser key, so
// the housing page shows the list that stands in for the map wherever the map cannot load.

test('a link from another page loads the housing page as a document of its own, with its own policy', async ({ page }) => {
  await page.goto('/explore');
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().resourceType() === 'document' && r.url().endsWith('/housing-resources')),
    page.getByRole('main').getByRole('link', { name: /housing/i }).first().click(),
  ]);
  expect(response.headers()['content-security-policy']).toContain('https://*.googleapis.com');
  await expect(page.getByRole('heading', { level: 1, name: 'Housing Resources' })).toBeVisible();

  // Every other page keeps Google Maps out.
  const home = await page.request.get('/');
  expect(home.headers()['content-security-policy']).not.toContain('googleapis');
});

test('without the map, a keyboard user finds a school, its district and the agencies near it', async ({ page }) => {
  const outside: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1')) outside.push(request.url());
  });
  await page.goto('/housing-resources#housing-map');
  const section = page.locator('section#housing-map');
  await expect(section.getByText('The map is not available on this site, so here is the list of schools instead.')).toBeVisible();

  const schools = section.getByRole('list', { name: 'Schools' });
  await expect(schools.getByRole('listitem')).toHaveCount(60);
  const pasco = schools.getByRole('listitem').filter({ hasText: 'Pasco County Schools' }).first();
  await expect(pasco).toContainText('Not on the map yet');
  // The facts now place Pasco High School, so it is on the map.
  await expect(schools.getByRole('listitem').filter({ hasText: 'Pasco High School' })).not.toContainText(
    'Not on the map yet',
  );
  await expect(schools.getByRole('listitem').filter({ hasText: 'H.B. Plant High School' })).toContainText(
    'Hillsborough County Public Schools · Tampa',
  );

  const choose = section.getByRole('button', { name: 'Agencies nearby: H.B. Plant High School' });
  await choose.focus();
  await page.keyboard.press('Enter');
  const filter = section.getByRole('combobox', { name: 'Filter by School' });
  await expect(filter).toBeFocused();
  await expect(filter.locator('option:checked')).toHaveText('H.B. Plant High School');
  await expect(section.getByRole('heading', { name: 'Real-estate agencies near H.B. Plant High School' })).toBeVisible();

  const agency = section.getByRole('button', { name: 'Harbor Island Realty' });
  await agency.focus();
  await page.keyboard.press('Enter');
  await expect(agency).toHaveAttribute('aria-expanded', 'true');
  await expect(section.getByText('10 Harbour Island Blvd, Tampa, FL 33602, USA')).toBeVisible();
  await expect(section.getByText('Rating: 4.5')).toBeVisible();
  const photo = section.getByRole('img', { name: 'Photo of Harbor Island Realty' });
  await expect(photo).toHaveAttribute('src', /^\/api\/places\/e2e-agency-harbor\/photo\?maxWidth=400$/);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(section.getByRole('button', { name: 'Unknown Place (temporarily closed)' })).toBeVisible();

  await section.getByRole('button', { name: 'Reset Filter' }).click();
  await expect(schools.getByRole('listitem')).toHaveCount(60);

  // A school with no sourced location can be chosen; there is nothing to search around.
  await filter.selectOption({ label: 'Wesley Chapel High School (not on the map yet)' });
  await expect(section.getByText(/location is not on the map yet/)).toBeVisible();
  expect(outside).toEqual([]);
});

test('the list speaks Spanish', async ({ page }) => {
  await storeLanguage(page, 'es');
  await page.goto('/housing-resources');
  const section = page.locator('section#housing-map');
  await expect(section.getByText(/El mapa no está disponible en este sitio/)).toBeVisible();
  await section.getByRole('combobox', { name: 'Filtrar por escuela' }).selectOption({ label: 'Gibbs High School' });
  await expect(section.getByRole('heading', { name: 'Agencias inmobiliarias cerca de Gibbs High School' })).toBeVisible();
  await section.getByRole('button', { name: 'Lugar desconocido (cerrada temporalmente)' }).click();
  await expect(section.getByText('Dirección no disponible')).toBeVisible();
  await expect(section.getByText('Calificación: N/D')).toBeVisible();
  await section.getByRole('button', { name: 'Quitar filtro' }).click();
  await expect(section.getByRole('list', { name: 'Escuelas' }).getByRole('listitem')).toHaveCount(60);
});
