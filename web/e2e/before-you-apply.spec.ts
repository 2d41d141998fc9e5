import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { expectNoA11yViolations, MADE_HERE, newPersonPage, signInByApi, storeLanguage } from './support';

// Before she applies (issue 31, items 4 and 7), in English and in Spanish, the demo teacher (a
// complete profile with a Florida statement of eligibility, read only here) checks her resume
// against a job that asks for a Florida certificate, where the page also says why her score is
// lower; reviews the resume on her profile; sees a closed vacancy say so once, with no
// congratulations; and applies with a double click on "Yes, apply", which is one success.
//
// The resume review is stored per teacher, the latest asked for: the two languages run one after
// the other so that neither reads the other's.
test.describe.configure({ mode: 'serial' });

const texts = {
  en: {
    lowerScore: /^Your score is lower because this job asks for a Florida teaching certificate/,
    forThisJob: 'Your resume for this job', check: 'Check my resume for this job', found: 'What we found',
    resume: 'Resume', profileReview: 'Resume review', review: 'Review my resume',
    closed: 'This vacancy is closed.', eligible: 'Congratulations, you are eligible to apply!', checklist: 'Requirements checklist',
    applyNow: 'Apply now', confirm: 'Yes, apply', sent: 'Your application has been sent.', viewApplication: 'View application',
  },
  es: {
    lowerScore: /^Tu puntuación es más baja porque esta vacante pide un certificado docente de Florida/,
    forThisJob: 'Tu currículum para esta vacante', check: 'Revisar mi currículum para esta vacante', found: 'Lo que encontramos',
    resume: 'Currículum', profileReview: 'Revisión del currículum', review: 'Revisar mi currículum',
    closed: 'Esta vacante está cerrada.', eligible: '¡Felicidades, cumples los requisitos para postularte!', checklist: 'Lista de requisitos',
    applyNow: 'Postularse ahora', confirm: 'Sí, postularme', sent: 'Tu postulación fue enviada.', viewApplication: 'Ver postulación',
  },
};

type BoardRow = { id: string; position: string; subject: string; requiredCertification: string; applicationId: string | null };

// jobs.spec.ts applies to high-school math and biology jobs, and other journeys post their own
// (MADE_HERE): the jobs here are of none of those, so no journey finds one she applied to here.
const TAKEN = ['math', 'biology', ...MADE_HERE];

/** openJobs are open vacancies of a level the demo teacher has not applied to, of none of the subjects TAKEN. */
async function openJobs(request: APIRequestContext, level: string): Promise<BoardRow[]> {
  const answer = await request.get(`/api/vacancies?level=${level}&pageSize=50`);
  expect(answer.status()).toBe(200);
  const { items } = (await answer.json()) as { items: BoardRow[] };
  return items.filter((row) => row.applicationId === null && !TAKEN.includes(row.subject));
}

/** closedJob is a vacancy of the demo school's district that is closed, as its recruiter lists them. */
async function closedJob(browser: Browser): Promise<string> {
  const school = await newPersonPage(browser, 'en', { email: 'school@demo.test', kind: 'school' });
  const answer = await school.request.get('/api/school/vacancies?status=closed');
  expect(answer.status()).toBe(200);
  const { items } = (await answer.json()) as { items: { id: string }[] };
  await school.context().close();
  expect(items.length).toBeGreaterThan(0);
  return items[0].id;
}

for (const [index, lang] of (['en', 'es'] as const).entries()) {
  test(`check the resume before applying, a closed job, and a double-clicked apply in ${lang}`, async ({ page, browser }) => {
    test.setTimeout(90_000);
    const t = texts[lang];
    await storeLanguage(page, lang);
    await signInByApi(page.context(), 'teacher@demo.test');

    // A job that asks for a Florida certificate: her statement of eligibility lowers the score,
    // though the checklist (her certificate files) is complete. She checks her resume against it.
    const florida = (await openJobs(page.request, 'middle')).find((row) => row.requiredCertification === 'florida');
    expect(florida, 'an open middle-school job asking for a Florida certificate').toBeTruthy();
    await page.goto(`/vacancies/${florida!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: florida!.position })).toBeVisible();
    await expect(page.getByText(t.lowerScore)).toBeVisible();
    const forThisJob = page.getByRole('region', { name: t.forThisJob });
    await forThisJob.getByRole('button', { name: t.check }).click();
    await expect(forThisJob.getByRole('heading', { name: t.found })).toBeVisible({ timeout: 20_000 });
    await expectNoA11yViolations(page);

    // The resume on her profile, for any job.
    await page.goto('/teacher/profile#resume');
    const profileReview = page.getByRole('region', { name: t.resume, exact: true }).getByRole('region', { name: t.profileReview });
    await profileReview.getByRole('button', { name: t.review }).click();
    await expect(profileReview.getByRole('heading', { name: t.found })).toBeVisible({ timeout: 20_000 });
    await expectNoA11yViolations(page);

    // A closed vacancy says so once, and nothing of being eligible or of the checklist.
    await page.goto(`/vacancies/${await closedJob(browser)}`);
    await expect(page.getByText(t.closed)).toHaveCount(1);
    await expect(page.getByText(t.eligible)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: t.checklist })).toHaveCount(0);

    // "Yes, apply" clicked twice before the page has disabled it sends two applications: the server
    // keeps one and answers the other 409 with it. Both are the one success. Each language takes a
    // job of its own, and she withdraws afterwards, as jobs.spec.ts does.
    const job = (await openJobs(page.request, 'elementary'))[index];
    await page.goto(`/vacancies/${job.id}`);
    await page.getByRole('button', { name: t.applyNow }).click();
    const confirm = page.getByRole('dialog').getByRole('button', { name: t.confirm });
    await confirm.evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
    });
    await expect(page.getByText(t.sent)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    const view = page.getByRole('link', { name: t.viewApplication });
    await expect(view).toBeVisible();
    const applicationId = (await view.getAttribute('href'))!.split('/').at(-1)!;
    const cancel = await page.request.post(`/api/applications/${applicationId}/cancel`, { headers: { 'X-Requested-With': 'e2e' } });
    expect(cancel.status()).toBe(200);
  });
}
