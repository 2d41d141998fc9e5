import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expectNoA11yViolations, signInByApi, storeLanguage } from './support';

// The demo teacher (seed --demo: a complete profile) finds a job on the public board, applies,
// follows the application in the table and cancels it, in English and in Spanish. In English she
// starts as a visitor: applying asks her to log in and brings her back to the job.

const texts = {
  en: {
    email: /E-mail address/, password: /^Password/, login: 'Log in', query: 'math', board: 'Search vacancies', jobTitle: 'Job title', search: 'Search',
    level: 'Educational level', apply: 'Apply', view: /^View details: /, loginToApply: 'Log in to apply',
    checklist: 'Requirements checklist', eligible: 'Congratulations, you are eligible to apply!', applyNow: 'Apply now',
    confirm: 'Yes, apply', viewApplication: 'View application', pending: 'Pending', applications: 'Applications',
    status: 'Status', sort: 'Sort', oldest: 'Oldest', newest: 'Newest', onHold: 'On-Hold', noneWithStatus: 'You have no applications with this status.',
    all: 'All', cancel: /^Cancel application: /, cancelConfirm: 'Yes, cancel it', withdrawn: 'Withdrawn', page: /^Page 1 of \d+$/,
    improve: 'Improve my resume', found: 'What we found', why: 'Why this score',
  },
  es: {
    email: /Correo electrónico/, password: /^Contraseña/, login: 'Iniciar sesión', query: 'biology', board: 'Buscar vacantes', jobTitle: 'Puesto', search: 'Buscar',
    level: 'Nivel educativo', apply: 'Filtrar', view: /^Ver detalles: /, loginToApply: 'Inicia sesión para postularte',
    checklist: 'Lista de requisitos', eligible: '¡Felicidades, cumples los requisitos para postularte!', applyNow: 'Postularse ahora',
    confirm: 'Sí, postularme', viewApplication: 'Ver postulación', pending: 'Pendiente', applications: 'Postulaciones',
    status: 'Estado', sort: 'Ordenar', oldest: 'Más antiguas', newest: 'Más recientes', onHold: 'En espera', noneWithStatus: 'No tienes postulaciones con este estado.',
    all: 'Todas', cancel: /^Cancelar postulación: /, cancelConfirm: 'Sí, cancelarla', withdrawn: 'Retirada', page: /^Página 1 de \d+$/,
    improve: 'Mejorar mi currículum', found: 'Lo que encontramos', why: 'Por qué esta puntuación',
  },
};

async function logIn(page: Page, t: (typeof texts)['en']) {
  await page.getByLabel(t.email).fill('teacher@demo.test');
  await page.getByLabel(t.password).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: t.login }).click();
}

for (const lang of ['en', 'es'] as const) {
  test(`find a job, apply, track and cancel in ${lang}`, async ({ page }) => {
    test.setTimeout(60_000);
    const t = texts[lang];
    if (lang === 'es') {
      // The demo teacher's account is English, which a sign-in through the form makes the
      // browser's language: she signs in as the form does, by the API, and reads in Spanish.
      await storeLanguage(page, 'es');
      await signInByApi(page.context(), 'teacher@demo.test');
    }

    // Find: words, then the advanced filter; both live in the address.
    await page.goto('/vacancies');
    const board = page.getByRole('search', { name: t.board });
    await board.getByLabel(t.jobTitle).fill(t.query);
    await board.getByRole('button', { name: t.search }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]q=${t.query}`));
    await page.getByLabel(t.level).selectOption('high');
    await page.getByRole('button', { name: t.apply, exact: true }).click();
    await expect(page).toHaveURL(/[?&]level=high/);
    await expect(page.getByText(t.page)).toBeVisible();
    await expectNoA11yViolations(page);
    const details = page.getByRole('link', { name: t.view }).first();
    const position = (await details.getAttribute('aria-label'))!.replace(t.view, '');
    await details.click();
    await expect(page.getByRole('heading', { level: 1, name: position })).toBeVisible();

    if (lang === 'en') {
      // A visitor is asked to log in, and comes back to the job.
      const jobURL = page.url();
      await page.getByRole('link', { name: t.loginToApply }).click();
      await logIn(page, t);
      await expect(page).toHaveURL(jobURL);
    }

    // The checklist, then apply with a confirmation.
    await expect(page.getByRole('heading', { name: t.checklist })).toBeVisible();
    await expect(page.getByText(t.eligible)).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: t.applyNow }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: t.confirm }).click();
    await page.getByRole('link', { name: t.viewApplication }).click();
    await expect(page.getByRole('heading', { level: 1, name: position })).toBeVisible();
    await expect(page.getByText(t.pending).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: t.why })).toBeVisible();

    // Improve my resume: a background job reads the resume she sent (in a child process of the
    // server), then the page says what to improve.
    const improve = page.getByRole('region', { name: t.improve });
    await improve.getByRole('button', { name: t.improve }).click();
    await expect(improve.getByRole('heading', { name: t.found })).toBeVisible({ timeout: 20_000 });
    await expect(improve.getByRole('listitem').first()).toBeVisible();
    await expectNoA11yViolations(page);

    // Track: the table, filtered and sorted through the address.
    await page.getByRole('link', { name: t.applications, exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: position }).filter({ hasText: t.pending });
    await expect(row).toBeVisible();
    await page.getByLabel(t.status).selectOption({ label: t.pending });
    await expect(page).toHaveURL(/[?&]status=pending/);
    await expect(row).toBeVisible();
    await page.getByLabel(t.sort).selectOption({ label: t.oldest });
    await expect(page).toHaveURL(/[?&]sort=oldest/);
    // No school has put any of her applications on hold (hiring.spec.ts makes one a candidate).
    await page.getByLabel(t.status).selectOption({ label: t.onHold });
    await expect(page.getByText(t.noneWithStatus)).toBeVisible();
    // All of them, newest first: hers are among the demo teacher's many, on the first page.
    await page.getByLabel(t.status).selectOption({ label: t.all });
    await page.getByLabel(t.sort).selectOption({ label: t.newest });
    await expect(row).toBeVisible();
    await expectNoA11yViolations(page);

    // Cancel, with a confirmation: the row stays, withdrawn.
    await row.getByRole('button', { name: t.cancel }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.cancelConfirm }).click();
    await expect(page.getByRole('row').filter({ hasText: position }).filter({ hasText: t.withdrawn }).first()).toBeVisible();
  });
}

// The two tests below start signed in: the sign-in is the journeys' above.
test('a teacher whose profile is incomplete is told what is missing', async ({ page }) => {
  await signInByApi(page.context(), 'newteacher@demo.test');
  await page.goto('/vacancies');
  await page.getByRole('link', { name: texts.en.view }).first().click();
  const missing = page.getByRole('list', { name: 'You need to complete your profile to apply.' });
  await expect(missing.getByRole('link', { name: 'Address' })).toHaveAttribute('href', '/teacher/profile#address');
  await expect(missing.getByRole('link', { name: 'Disclosures: criminal information' })).toBeVisible();
  await expect(page.getByRole('button', { name: texts.en.applyNow })).toHaveCount(0);
  await page.getByRole('link', { name: 'Update profile' }).click();
  // Her first missing item: the demo account has no contact number yet.
  await expect(page).toHaveURL(/\/teacher\/profile#contactNumber$/);
});

test('a complete teacher reads her best matches and why', async ({ page }) => {
  await signInByApi(page.context(), 'teacher@demo.test');
  await page.goto('/teacher/dashboard');
  await page.getByRole('link', { name: 'Matches', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your job matches' })).toBeVisible();
  const matches = page.getByRole('list', { name: 'Your matches' });
  await expect(matches.getByRole('link', { name: /^View details: / }).first()).toBeVisible();
  // The demo teacher teaches mathematics: her best match is a mathematics opening, and says why.
  await matches.locator('summary').first().click();
  await expect(matches.getByText(/^You teach Mathematics, the subject of this job/).first()).toBeVisible();
  await expectNoA11yViolations(page);
});
