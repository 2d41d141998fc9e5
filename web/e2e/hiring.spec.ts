import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET, expectNoA11yViolations, mailLink, mails, newPersonPage, totpCode } from './support';

// The hiring loop through the real binary, in English and in Spanish: the demo admin invites a
// recruiter, who sets a password and two-factor authentication, posts a vacancy, finds the demo
// teacher's application ranked among the applicants, reads it and makes her a candidate; the
// teacher sees the new status and is told by e-mail. Then every page of the school's and the
// admin's areas is checked with axe-core. Mails come from e2e/fake-smtp; codes are computed from
// the secrets.

const PASSWORD = 'harbour lights at dusk';
const HILLSBOROUGH = 'Hillsborough County Public Schools';

const texts = {
  en: {
    schoolTab: 'School', email: /E-mail address/, password: /^Password/, login: 'Log in', code: 'Authentication code', verify: 'Verify',
    administration: 'Administration', nav: 'Your TeachBay', invitations: 'Invitations', inviteEmail: 'E-mail', schoolUser: 'School user',
    organization: 'Organization', inviteLanguage: 'English', send: 'Send invitation', sent: 'Invitation sent to', invitedSubject: /invited to TeachBay/,
    accept: 'Accept your invitation', firstName: 'First name', lastName: 'Last name', create: 'Create my account',
    setup: 'Set up two-factor authentication', qr: 'QR code for your authenticator app', confirm: 'Confirm', recovery: 'Recovery codes', continue: 'Continue',
    dashboard: `${HILLSBOROUGH} dashboard`, post: 'Post a vacancy', school: 'School', position: 'Position', type: 'Type', level: 'Educational level',
    subject: 'Subject', description: 'Description', lastDate: 'Last date to apply', dual: 'This is a dual-language position (English and Spanish)',
    postIt: 'Post the vacancy', posted: 'The vacancy is posted. Teachers can see it and apply now.',
    applyNow: 'Apply now', yesApply: 'Yes, apply', viewApplication: 'View application', viewApplicants: /^View applicants/,
    applicantsFor: 'Applicants for', ranked: 'Applicants ranked by match', viewApplicationOf: 'View application: Demo Teacher',
    documents: 'Documents', disclosures: 'Disclosures', candidate: 'Candidate', note: 'Note to the teacher (optional)',
    update: 'Update status', updated: 'Status updated. The teacher has been notified.',
  },
  es: {
    schoolTab: 'Escuela', email: /Correo electrónico/, password: /^Contraseña/, login: 'Iniciar sesión', code: 'Código de autenticación', verify: 'Verificar',
    administration: 'Administración', nav: 'Tu TeachBay', invitations: 'Invitaciones', inviteEmail: 'Correo electrónico', schoolUser: 'Usuario de escuela',
    organization: 'Organización', inviteLanguage: 'Español', send: 'Enviar invitación', sent: 'Se envió la invitación a', invitedSubject: /invitación a TeachBay/,
    accept: 'Acepta tu invitación', firstName: 'Nombre', lastName: 'Apellido', create: 'Crear mi cuenta',
    setup: 'Configura la verificación en dos pasos', qr: 'Código QR para tu aplicación de autenticación', confirm: 'Confirmar', recovery: 'Códigos de recuperación', continue: 'Continuar',
    dashboard: `Panel de ${HILLSBOROUGH}`, post: 'Publicar una vacante', school: 'Escuela', position: 'Puesto', type: 'Tipo', level: 'Nivel educativo',
    subject: 'Materia', description: 'Descripción', lastDate: 'Fecha límite para postularse', dual: 'Es un puesto bilingüe (inglés y español)',
    postIt: 'Publicar la vacante', posted: 'La vacante está publicada. Los docentes ya pueden verla y postularse.',
    applyNow: 'Postularse ahora', yesApply: 'Sí, postularme', viewApplication: 'Ver postulación', viewApplicants: /^Ver postulantes/,
    applicantsFor: 'Postulantes a', ranked: 'Postulantes ordenados por compatibilidad', viewApplicationOf: 'Ver postulación: Demo Teacher',
    documents: 'Documentos', disclosures: 'Declaraciones', candidate: 'Candidato', note: 'Nota para el docente (opcional)',
    update: 'Actualizar el estado', updated: 'Estado actualizado. Se avisó al docente.',
  },
};
type Texts = (typeof texts)['en'];

/** signInAsAdmin signs the demo admin in on the School tab, with a code from the demo secret. */
async function signInAsAdmin(page: Page, t: Texts) {
  await page.goto('/user/login');
  await page.getByRole('tab', { name: t.schoolTab }).click();
  await page.getByLabel(t.email).fill('admin@demo.test');
  await page.getByLabel(t.password).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: t.login }).click();
  await page.getByLabel(t.code).fill(await totpCode('admin@demo.test', DEMO_TOTP_SECRET));
  await page.getByRole('button', { name: t.verify }).click();
}

/** checkEveryPage opens each path and checks its language and, with axe-core, its accessibility. */
async function checkEveryPage(page: Page, language: string, paths: string[]) {
  for (const path of paths) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle'); // the page's data has loaded
    await expect.soft(page.locator('html'), path).toHaveAttribute('lang', language);
    expect.soft(page.url(), `${path} is not redirected`).toMatch(new RegExp(`${path.replace(/\//g, '\\/')}$`));
    await expectNoA11yViolations(page);
  }
}

for (const language of ['en', 'es'] as const) {
  test(`hiring in ${language}: an admin invites a recruiter, who posts a job, ranks and reads applicants, and makes a teacher a candidate`, async ({ browser }) => {
    test.setTimeout(180_000);
    const t = texts[language];
    const recruiter = `recruiter-${language}-${Date.now()}@hcps.example`;
    const position = `${language === 'en' ? 'Dual-Language Science Teacher' : 'Docente bilingüe de ciencias'} ${Date.now() % 100000}`;

    // The admin signs in and sends the invitation. Her demo account is English, which a sign-in
    // through the form makes the browser's language: in English she signs in there, with a code of
    // the demo TOTP secret; in Spanish as the form does, by the API (the run's shared session).
    const admin = await newPersonPage(browser, language, language === 'es' ? { email: 'admin@demo.test', kind: 'school' } : undefined);
    if (language === 'en') await signInAsAdmin(admin, t);
    else await admin.goto('/admin');
    await expect(admin.getByRole('heading', { level: 1, name: t.administration })).toBeVisible();
    await admin.getByRole('navigation', { name: t.nav }).getByRole('link', { name: t.invitations }).click();
    await admin.getByLabel(t.inviteEmail, { exact: true }).fill(recruiter);
    await admin.getByRole('radio', { name: t.schoolUser }).check();
    await admin.getByLabel(t.organization).selectOption({ label: HILLSBOROUGH });
    await admin.getByRole('radio', { name: t.inviteLanguage }).check();
    await admin.getByRole('button', { name: t.send }).click();
    await expect(admin.getByText(`${t.sent} ${recruiter}.`, { exact: false })).toBeVisible();
    await expectNoA11yViolations(admin);

    // The recruiter follows the mailed link, sets a password, then two-factor authentication.
    const school = await newPersonPage(browser, language);
    await school.goto(await mailLink(admin, recruiter, t.invitedSubject));
    await expect(school.getByRole('heading', { level: 1, name: t.accept })).toBeVisible();
    await expectNoA11yViolations(school);
    await school.getByLabel(t.firstName).fill('Rosa');
    await school.getByLabel(t.lastName).fill('Parks');
    await school.getByLabel(t.password).fill(PASSWORD);
    await school.getByRole('button', { name: t.create }).click();
    await expect(school.getByRole('heading', { level: 1, name: t.setup })).toBeVisible();
    await expect(school.getByRole('img', { name: t.qr })).toBeVisible();
    await expectNoA11yViolations(school);
    const secret = (await school.locator('main code').first().textContent())!.replace(/\s/g, '');
    await school.getByLabel(t.code).fill(await totpCode(recruiter, secret));
    await school.getByRole('button', { name: t.confirm }).click();
    await expect(school.getByRole('list', { name: t.recovery }).getByRole('listitem')).toHaveCount(10);
    await expectNoA11yViolations(school);
    await school.getByRole('link', { name: t.continue }).click();
    await expect(school.getByRole('heading', { level: 1, name: t.dashboard })).toBeVisible();
    await expectNoA11yViolations(school);

    // The recruiter posts a vacancy.
    await school.getByRole('link', { name: t.post }).first().click();
    await school.getByLabel(t.school, { exact: true }).selectOption({ index: 1 });
    await school.getByLabel(t.position, { exact: true }).fill(position);
    await school.getByLabel(t.type, { exact: true }).selectOption('full_time');
    await school.getByLabel(t.level).selectOption('high');
    // Physics, which neither search of jobs.spec.ts finds ("math", "biology"): the demo teacher
    // applies to this vacancy, and that journey must find one she has not applied to yet.
    await school.getByLabel(t.subject, { exact: true }).selectOption('physics');
    await school.getByLabel(t.description, { exact: true }).fill('Teach physics in English and Spanish to grades 9 and 10.');
    await school.getByLabel(t.lastDate).fill(new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10));
    await school.getByRole('checkbox', { name: t.dual }).check();
    await expectNoA11yViolations(school);
    await school.getByRole('button', { name: t.postIt }).click();
    await expect(school.getByText(t.posted)).toBeVisible();
    const vacancyId = school.url().split('/').at(-1)!;

    // The demo teacher (a complete profile) applies to it; her sign-in is jobs.spec.ts's journey.
    const teacher = await newPersonPage(browser, language, { email: 'teacher@demo.test' });
    await teacher.goto(`/vacancies/${vacancyId}`);
    await expect(teacher.getByRole('heading', { level: 1, name: position })).toBeVisible();
    await teacher.getByRole('button', { name: t.applyNow }).click();
    await teacher.getByRole('button', { name: t.yesApply }).click();
    await expect(teacher.getByRole('link', { name: t.viewApplication })).toBeVisible();

    // The recruiter ranks the applicants, reads the application and makes her a candidate.
    await school.getByRole('link', { name: t.viewApplicants }).click();
    await expect(school.getByRole('heading', { level: 1, name: `${t.applicantsFor} ${position}` })).toBeVisible();
    const ranked = school.getByRole('table', { name: t.ranked });
    await expect(ranked.getByRole('row')).toHaveCount(2);
    await expect(ranked.getByRole('row').nth(1)).toContainText(/\d+\s?%/);
    await expectNoA11yViolations(school);
    await ranked.getByRole('link', { name: t.viewApplicationOf }).click();
    await expect(school.getByRole('heading', { level: 1, name: 'Demo Teacher' })).toBeVisible();
    // Her resume downloads through the school's authorised endpoint, as an attachment.
    const resume = school.getByRole('region', { name: t.documents }).getByRole('link', { name: /demo-teacher-resume\.pdf/ });
    const download = await school.request.get((await resume.getAttribute('href'))!);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-disposition']).toMatch(/^attachment/);
    await expect(school.getByRole('region', { name: t.disclosures })).toBeVisible();
    await expectNoA11yViolations(school);
    await school.getByRole('radio', { name: t.candidate }).check();
    await school.getByLabel(t.note).fill('We would like to interview you next week.');
    await school.getByRole('button', { name: t.update }).click();
    await expect(school.getByText(t.updated)).toBeVisible();
    const applicationPath = new URL(school.url()).pathname;

    // The teacher sees the new status, and was told by e-mail (in her account's language, English).
    await teacher.goto('/teacher/applications');
    await expect(teacher.getByRole('row', { name: new RegExp(position) })).toContainText(t.candidate);
    await expect
      .poll(async () => (await mails(teacher, 'teacher@demo.test', /status of your TeachBay application/)).length, { timeout: 15_000 })
      .toBeGreaterThan(0);

    // Every page of the school's area and of the admin's, in this language.
    await checkEveryPage(school, language, [
      '/school/dashboard', '/school/vacancies', '/school/vacancies/new', `/school/vacancies/${vacancyId}`,
      `/school/vacancies/${vacancyId}/applicants`, applicationPath,
    ]);
    await checkEveryPage(admin, language, [
      '/admin', '/admin/organizations', '/admin/schools', '/admin/invitations', '/admin/users',
      '/admin/subscribers', '/admin/messages', '/admin/reports', '/admin/audit',
    ]);
  });
}
