import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations, openPage, signInByApi, storeLanguage } from './support';

// The job board as teachers use it (issue 31, item 6), in English and Spanish: a search by a
// subject's name in the visitor's language, the district filter and the order by closing date,
// another page read from the top of the results, a page past the end, and the signed-in teacher's
// board in her own area with her match and the vacancies she applied to marked.

const texts = {
  en: {
    query: 'mathematics', board: 'Search vacancies', jobTitle: 'Job title', search: 'Search', district: 'District',
    districtName: 'Pinellas County Schools', sort: 'Sort', deadline: 'Closing soonest', apply: 'Apply', results: 'Search results',
    next: 'Next', none: /No vacancies match/, firstPage: /found\. Page 1 of \d+$/,
    pastEnd: /^There is no page 999; the last is page (\d+)\.$/, toLast: 'Go to page',
    sidebar: 'Your TeachBay', vacancies: 'Vacancies', match: 'Match', applied: /^Applied: see your application for /,
  },
  es: {
    query: 'matemáticas', board: 'Buscar vacantes', jobTitle: 'Puesto', search: 'Buscar', district: 'Distrito',
    districtName: 'Pinellas County Schools', sort: 'Ordenar', deadline: 'Próximas a cerrar', apply: 'Filtrar',
    results: 'Resultados de la búsqueda', next: 'Siguiente', none: /Ninguna vacante coincide/,
    firstPage: /encontradas?\. Página 1 de \d+$/,
    pastEnd: /^No existe la página 999; la última es la página (\d+)\.$/, toLast: 'Ir a la página', sidebar: 'Tu TeachBay',
    vacancies: 'Vacantes', match: 'Compatibilidad', applied: /^Ya te postulaste: ver tu postulación a /,
  },
};

/** lastDates are the last dates to apply of the rows shown, in their order (ISO dates). */
async function lastDates(page: Page): Promise<string[]> {
  return page.locator('main tbody time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
}

for (const lang of ['en', 'es'] as const) {
  test(`a visitor searches by subject, filters by district, sorts and pages the board in ${lang}`, async ({ page }) => {
    const t = texts[lang];
    await storeLanguage(page, lang);
    await openPage(page, '/vacancies');

    // A subject's name in her language finds that subject's vacancies.
    const board = page.getByRole('search', { name: t.board });
    await board.getByLabel(t.jobTitle).fill(t.query);
    await board.getByRole('button', { name: t.search }).click();
    const results = page.getByRole('region', { name: t.results });
    await expect(results.getByRole('rowheader').first()).toBeVisible();
    await expect(results.getByRole('status')).not.toHaveText(t.none);

    // Next, at the bottom of the list, brings the top of the results into view, with the focus.
    await results.getByRole('button', { name: t.next }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(results).toBeFocused();
    await expect(results.getByRole('status')).toBeInViewport();

    // One district, the soonest closing first: the dates only go forward.
    await page.getByLabel(t.district, { exact: true }).selectOption({ label: t.districtName });
    await page.getByLabel(t.sort, { exact: true }).selectOption({ label: t.deadline });
    await page.getByRole('button', { name: t.apply, exact: true }).click();
    await expect(page).toHaveURL(/[?&]district=[0-9a-f-]{36}&.*sort=deadline/);
    await expect(page).not.toHaveURL(/[?&]page=/);
    // The previous page stays in sight until the new one comes: the status line says when it has,
    // and the rows, rendered in the background (useDeferredValue), follow it a moment later.
    await expect(results.getByRole('status')).toHaveText(t.firstPage);
    await expect
      .poll(async () => {
        const dates = await lastDates(page);
        return dates.length > 1 && dates.join() === [...dates].sort().join();
      })
      .toBe(true);
    await expectNoA11yViolations(page);

    // A page past the end offers the last page, which lists vacancies.
    await openPage(page, '/vacancies?page=999');
    const pastEnd = page.getByText(t.pastEnd);
    await expect(pastEnd).toBeVisible();
    const last = (await pastEnd.textContent())!.match(t.pastEnd)![1];
    await page.getByRole('link', { name: `${t.toLast} ${last}` }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]page=${last}$`));
    await expect(results.getByRole('rowheader').first()).toBeVisible();
  });

  test(`a signed-in teacher reads the board in her area, with her match and what she applied to, in ${lang}`, async ({ page }) => {
    const t = texts[lang];
    await storeLanguage(page, lang);
    await signInByApi(page.context(), 'teacher@demo.test');
    // She applies to a music vacancy she has not applied to (one per language, a subject no other
    // journey applies to) and withdraws at the end, leaving her as she was. Her rows of the board
    // say which she applied to (the demo data has applications of hers at every stage).
    const headers = { 'X-Requested-With': 'e2e' };
    const music = await page.request.get('/api/vacancies?subject=music&sort=deadline&pageSize=20');
    const rows = ((await music.json()) as { items: { id: string; position: string; applicationId?: string | null }[] }).items;
    const vacancy = rows.filter((row) => !row.applicationId)[lang === 'en' ? 0 : 1];
    const applied = await page.request.post('/api/applications', { data: { vacancyId: vacancy.id }, headers });
    expect(applied.status()).toBe(201);
    const application = (await applied.json()) as { id: string };
    try {
      await openPage(page, '/teacher/dashboard');
      const sidebar = page.getByRole('navigation', { name: t.sidebar });
      await sidebar.getByRole('link', { name: t.vacancies, exact: true }).click();
      await expect(page).toHaveURL(/\/teacher\/vacancies$/);
      await expect(sidebar.getByRole('link', { name: t.vacancies, exact: true })).toHaveAttribute('aria-current', 'page');
      const table = page.getByRole('table', { name: t.vacancies });
      await expect(table.getByRole('columnheader', { name: t.match })).toBeAttached();
      await expect(table.locator(`td[data-label="${t.match}"]`).first()).toHaveText(/^\d+\s?%$/);

      // Her application is marked on its row, and the mark leads to it.
      await openPage(page, '/teacher/vacancies?subject=music&sort=deadline');
      const row = page.getByRole('row').filter({ has: page.locator(`a[href="/vacancies/${vacancy.id}"]`) });
      await expect(row.getByRole('rowheader')).toHaveText(vacancy.position);
      await expectNoA11yViolations(page);
      await row.getByRole('link', { name: t.applied }).click();
      await expect(page).toHaveURL(new RegExp(`/teacher/applications/${application.id}$`));
    } finally {
      await page.request.post(`/api/applications/${application.id}/cancel`, { headers });
    }
  });
}
