import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoA11yViolations, mailLink, mails, signInByApi, storeLanguage } from './support';

// A new teacher's whole journey, in English and in Spanish: she signs up and confirms her
// address, completes her profile (details, every document, uploaded to the server's blob store:
// versitygw under `make test`; the presentation link; all six disclosure steps with a work
// authorization and its card; the ranked skills), lets schools contact her, reads her matches, applies to her best match in
// a demo district, asks for a resume review, hears that the school made her a candidate, and
// cancels. axe-core checks every page she visits.

/** textPdf is a one-page PDF whose lines are real text, as a resume reader needs. */
function textPdf(name: string, lines: string[]) {
  const content = lines.map((line, i) => `BT /F1 11 Tf 72 ${720 - i * 16} Td (${line}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = pdf.length;
    pdf += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(pdf, 'latin1') };
}
const pdf = (name: string) => textPdf(name, [name]);
// A 1×1 PNG, the photo of a card side.
const png = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
});
const RESUME = [
  'Maria Santos - Biology Teacher',
  'Six years teaching biology and general science to grades 9 to 12 in Cebu City.',
  'Planned lessons and labs on cells, genetics and ecology; STEM club adviser.',
  'Classroom management, ESOL strategies and family engagement.',
  'Bachelor of Secondary Education, major in Biology. PRC licensed professional teacher.',
];

const texts = {
  en: {
    firstName: /First name/, lastName: /Last name/, email: /E-mail address/, contact: /Contact number/, password: /^Password/,
    register: 'Create my account', welcome: 'Welcome to TeachBay', gotIt: 'Got it', verifySubject: /Confirm your e-mail/,
    verified: 'Thank you: your e-mail address is confirmed.', profile: 'Profile', profileTitle: 'Your profile', strength: (n: number) => `${n}% complete`,
    address: /^Address/, city: /^City/, state: /^State/, zip: /^ZIP code/, zipHint: /5 digits, or ZIP\+4/, saveDetails: 'Save my details', detailsSaved: 'Your details are saved.',
    chooseFile: 'Choose a file', chooseFiles: 'Choose files', expires: /^Expiration date/, upload: 'Upload', uploadMany: 'Upload files',
    videoLink: /^Link to your video/, attest: /^I confirm this public link/, savePresentation: 'Save my presentation', presentationSaved: 'Your presentation link is saved.',
    disclosuresLink: 'Disclosures: profile questions', profileQuestions: 'Profile questions', yes: 'Yes', no: 'No',
    workAuth: /valid work authorization document/, ssn: /^Social Security Number/, publicYears: /^Total years of public school experience/,
    next: 'Save and continue', steps: ['Employment disclosure', 'Criminal information', 'Additional questions'], kept: /kept separate from your application/,
    ethnicity: ['Race or ethnicity', 'Asian'], hispanic: ['Whatever your race, are you of Hispanic or Latino origin?', 'No'], gender: ['Gender', 'Prefer not to say'],
    veteran: ['Veteran status', 'Not a veteran'], review: 'Save and review', reviewTitle: 'Review your answers', ssnKept: 'Saved, ending in 6789',
    finish: 'Finish: go to my preferences', preferencesTitle: 'Your preferences', high: /^High school/, biology: 'Biology', international: 'International school',
    skillsGroup: /Professional skills/, skills: [/^Lesson planning/, /^STEM instruction/, /^Classroom management/, /^ESOL strategies/, /^Family engagement/],
    moveUp: /Move up: Classroom management/, savePreferences: 'Save my preferences', preferencesSaved: 'Your preferences are saved.',
    consentContact: 'Schools may contact me about my applications and vacancies that fit me.', saveConsents: 'Save consents', consentsSaved: 'Your consents are saved.',
    complete: 'Your profile is complete: you can apply to vacancies.', matchesTitle: 'Your job matches', matchesList: 'Your matches',
    checklist: 'Requirements checklist', eligible: 'Congratulations, you are eligible to apply!', applyNow: 'Apply now', confirm: 'Yes, apply',
    viewApplication: 'View application', pending: 'Pending', improve: 'Improve my resume', found: 'What we found',
    applications: 'Applications', candidate: 'Candidate', statusSubject: /status of your TeachBay application/,
    cancel: 'Cancel application:', cancelConfirm: 'Yes, cancel it', withdrawn: 'Withdrawn',
  },
  es: {
    firstName: /Nombre/, lastName: /Apellido/, email: /Correo electrónico/, contact: /Número de contacto/, password: /^Contraseña/,
    register: 'Crear mi cuenta', welcome: 'Te damos la bienvenida a TeachBay', gotIt: 'Entendido', verifySubject: /Confirma tu correo/,
    verified: 'Gracias: tu dirección de correo está confirmada.', profile: 'Perfil', profileTitle: 'Tu perfil', strength: (n: number) => `${n} % completo`,
    address: /^Dirección/, city: /^Ciudad/, state: /^Estado/, zip: /^Código postal/, zipHint: /5 dígitos, o ZIP\+4/, saveDetails: 'Guardar mis datos', detailsSaved: 'Guardamos tus datos.',
    chooseFile: 'Elige un archivo', chooseFiles: 'Elige archivos', expires: /^Fecha de vencimiento/, upload: 'Subir', uploadMany: 'Subir archivos',
    videoLink: /^Enlace a tu video/, attest: /^Confirmo que este enlace público/, savePresentation: 'Guardar mi presentación', presentationSaved: 'Guardamos el enlace de tu presentación.',
    disclosuresLink: 'Declaraciones: preguntas del perfil', profileQuestions: 'Preguntas del perfil', yes: 'Sí', no: 'No',
    workAuth: /autorización de trabajo vigente/, ssn: /^Número de Seguro Social/, publicYears: /^Total de años de experiencia en escuelas públicas/,
    next: 'Guardar y continuar', steps: ['Antecedentes laborales', 'Antecedentes penales', 'Preguntas adicionales'], kept: /se guardan aparte de tu postulación/,
    ethnicity: ['Raza u origen étnico', 'Asiático'], hispanic: ['Sea cual sea tu raza, ¿eres de origen hispano o latino?', 'No'], gender: ['Género', 'Prefiero no decirlo'],
    veteran: ['Condición de veterano', 'No soy veterano/a'], review: 'Guardar y revisar', reviewTitle: 'Revisa tus respuestas', ssnKept: 'Guardado, termina en 6789',
    finish: 'Terminar: ir a mis preferencias', preferencesTitle: 'Tus preferencias', high: /Escuela secundaria/, biology: 'Biología', international: 'Escuela internacional',
    skillsGroup: /Habilidades profesionales/, skills: [/Planificación de clases/, /Enseñanza STEM/, /Gestión del aula/, /Estrategias de ESOL/, /Participación de las familias/],
    moveUp: /Subir: Gestión del aula/, savePreferences: 'Guardar mis preferencias', preferencesSaved: 'Tus preferencias se guardaron.',
    consentContact: 'Las escuelas me contacten sobre mis postulaciones y las vacantes que se ajusten a mi perfil.', saveConsents: 'Guardar consentimientos',
    consentsSaved: 'Tus consentimientos están guardados.',
    complete: 'Tu perfil está completo: ya puedes postularte a vacantes.', matchesTitle: 'Tus vacantes compatibles', matchesList: 'Tus vacantes compatibles',
    checklist: 'Lista de requisitos', eligible: '¡Felicidades, cumples los requisitos para postularte!', applyNow: 'Postularse ahora', confirm: 'Sí, postularme',
    viewApplication: 'Ver postulación', pending: 'Pendiente', improve: 'Mejorar mi currículum', found: 'Lo que encontramos',
    applications: 'Postulaciones', candidate: 'Candidato', statusSubject: /Cambió el estado de tu postulación/,
    cancel: 'Cancelar postulación:', cancelConfirm: 'Sí, cancelarla', withdrawn: 'Retirada',
  },
};
type Texts = (typeof texts)['en'];

/** The demo school user of each demo district (seed --demo). */
const demoSchoolUsers: Record<string, string> = {
  'Hillsborough County Public Schools': 'school@demo.test',
  'Pinellas County Schools': 'school2@demo.test',
};

/**
 * upload chooses files in one document block and sends them; `many` is a block that takes several
 * files at once (certifications, references).
 */
async function upload(t: Texts, block: Locator, files: ReturnType<typeof pdf>[], { many = false, expiresOn = '' } = {}) {
  await block.getByLabel(many ? t.chooseFiles : t.chooseFile).setInputFiles(files);
  if (expiresOn) await block.getByLabel(t.expires).fill(expiresOn);
  await block.getByRole('button', { name: many ? t.uploadMany : t.upload, exact: true }).click();
  for (const file of files) await expect(block.getByRole('link', { name: new RegExp(file.name) })).toBeVisible();
}

/** answerNo answers every yes/no question of the step on screen with No, once its answers have loaded. */
async function answerNo(page: Page, t: Texts) {
  await page.getByRole('radio', { name: t.no, exact: true }).first().waitFor();
  for (const no of await page.getByRole('radio', { name: t.no, exact: true }).all()) await no.check();
}

/** decide signs in as the district's demo school user, through the API, and sets the application's status. */
async function decide(page: Page, schoolUser: string, applicationId: string, status: string) {
  const school = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: { 'X-Requested-With': 'e2e' } });
  await signInByApi(school, schoolUser, 'school');
  const decided = await school.request.put(`/api/school/applications/${applicationId}/status`, {
    data: { status, note: 'We would like to meet you next week.' },
  });
  expect(decided.status()).toBe(200);
  await school.close();
}

for (const language of ['en', 'es'] as const) {
  test(`a new teacher's journey in ${language}: sign up, profile, matches, apply, review, a decision, cancel`, async ({ page }) => {
    test.setTimeout(150_000);
    const t = texts[language];
    const name = language === 'en' ? 'Maria' : 'María';
    await storeLanguage(page, language);
    const email = `maria.${language}.${Date.now()}@example.com`;

    // Sign up, and confirm the address from the mail.
    await page.goto('/user/register');
    await expectNoA11yViolations(page);
    await page.getByLabel(t.firstName).fill(name);
    await page.getByLabel(t.lastName).fill('Santos');
    await page.getByLabel(t.email).fill(email);
    await page.getByLabel(t.contact).fill('+1 813 555 0142');
    await page.getByLabel(t.password).fill('bayshore sunsets in july');
    await page.getByRole('button', { name: t.register }).click();
    // The welcome, once.
    const welcome = page.getByRole('dialog', { name: t.welcome });
    await expect(welcome).toBeVisible();
    await expectNoA11yViolations(page);
    await welcome.getByRole('button', { name: t.gotIt }).click();
    await expect(welcome).toBeHidden();
    await page.goto(await mailLink(page, email, t.verifySubject));
    await expect(page.getByText(t.verified)).toBeVisible();
    await expectNoA11yViolations(page);

    // Profile: the header menu leads there; the strength says what is missing.
    await page.goto('/teacher/dashboard');
    await page.getByRole('banner').getByRole('button', { name: new RegExp(`${name}$`) }).click();
    await page.getByRole('banner').getByRole('link', { name: t.profile }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.profileTitle })).toBeVisible();
    await expect(page.getByText(t.strength(9))).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByLabel(t.address).fill('2204 W Kennedy Blvd');
    await page.getByLabel(t.city).fill('Tampa');
    await page.getByLabel(t.state).selectOption('FL');
    await page.getByLabel(t.zip).fill('3360');
    await page.getByRole('button', { name: t.saveDetails }).click();
    await expect(page.getByLabel(t.zip)).toHaveAccessibleDescription(t.zipHint);
    await page.getByLabel(t.zip).fill('33606');
    await page.getByRole('button', { name: t.saveDetails }).click();
    await expect(page.getByText(t.detailsSaved)).toBeVisible();

    await upload(t, page.locator('#resume'), [textPdf('Resume Maria Santos.pdf', RESUME)]);
    await upload(t, page.locator('#lesson_plan'), [pdf('Lesson plan.pdf')]);
    await upload(t, page.locator('#certification'), [pdf('PRC license.pdf'), pdf('Diploma.pdf')], { many: true });
    await upload(t, page.locator('#evaluation'), [pdf('Evaluation 2025.pdf')]);
    await upload(t, page.locator('#reference'), [pdf('Principal letter.pdf')], { many: true });
    await page.getByLabel(t.videoLink).fill('https://www.youtube.com/watch?v=teachbay-demo');
    await page.getByLabel(t.attest).check();
    await page.getByRole('button', { name: t.savePresentation }).click();
    await expect(page.getByText(t.presentationSaved)).toBeVisible();
    await expect(page.getByText(t.strength(60))).toBeVisible();
    await expectNoA11yViolations(page);

    // Disclosures: six steps, then the review.
    await page.getByRole('link', { name: t.disclosuresLink }).click();
    await expect(page.getByRole('heading', { level: 2, name: t.profileQuestions })).toBeVisible();
    await answerNo(page, t);
    await page.getByRole('group', { name: t.workAuth }).getByRole('radio', { name: t.yes }).check();
    await page.getByLabel(t.ssn).fill('123-45-6789');
    const inTwoYears = `${new Date().getFullYear() + 2}-06-30`;
    await upload(t, page.locator('#work_auth_front'), [png('front.png')], { expiresOn: inTwoYears });
    await upload(t, page.locator('#work_auth_back'), [png('back.png')], { expiresOn: inTwoYears });
    await page.getByLabel(t.publicYears).fill('6');
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: t.next }).click();
    for (const title of t.steps) {
      await expect(page.getByRole('heading', { level: 2, name: new RegExp(title, 'i') })).toBeVisible();
      await answerNo(page, t);
      await page.getByRole('button', { name: t.next }).click();
    }
    await expect(page.getByText(t.kept)).toBeVisible();
    await expectNoA11yViolations(page);
    for (const [question, answer] of [t.ethnicity, t.hispanic, t.gender, t.veteran]) {
      await page.getByRole('group', { name: question, exact: true }).getByRole('radio', { name: answer, exact: true }).check();
    }
    await page.getByRole('button', { name: t.next }).click();
    await page.getByRole('radio', { name: t.yes }).check();
    await page.getByRole('button', { name: t.review }).click();
    await expect(page.getByRole('heading', { level: 2, name: t.reviewTitle })).toBeVisible();
    await expect(page.getByText(t.ssnKept)).toBeVisible();
    await expect(page.getByText('123-45-6789')).toHaveCount(0);
    await expectNoA11yViolations(page);
    await page.getByRole('link', { name: t.finish }).click();

    // Preferences: five skills, one moved up by keyboard.
    await expect(page.getByRole('heading', { level: 1, name: t.preferencesTitle })).toBeVisible();
    await page.getByRole('checkbox', { name: t.high }).check();
    await page.getByRole('checkbox', { name: t.biology, exact: true }).check();
    await page.getByRole('checkbox', { name: t.international }).check();
    const skills = page.getByRole('group', { name: t.skillsGroup });
    for (const skill of t.skills) await skills.getByRole('checkbox', { name: skill }).check();
    await page.getByRole('button', { name: t.moveUp }).press('Enter');
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: t.savePreferences }).click();
    await expect(page.getByText(t.preferencesSaved)).toBeVisible();

    await page.goto('/teacher/profile');
    await expect(page.getByText(t.strength(100))).toBeVisible();
    await expect(page.getByText(t.complete)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0); // the welcome was seen once

    // Settings: schools may contact her about her applications.
    await page.goto('/teacher/settings');
    await page.getByRole('checkbox', { name: t.consentContact }).check();
    await page.getByRole('button', { name: t.saveConsents }).click();
    await expect(page.getByText(t.consentsSaved)).toBeVisible();
    await expectNoA11yViolations(page);

    // Matches: her best, and why.
    await page.goto('/teacher/matches');
    await expect(page.getByRole('heading', { level: 1, name: t.matchesTitle })).toBeVisible();
    await expect(page.getByRole('list', { name: t.matchesList }).getByRole('listitem').first()).toBeVisible();
    await expectNoA11yViolations(page);

    // She applies to her best match in a district that has a demo school user.
    const { items } = (await (await page.request.get('/api/me/matches')).json()) as { items: { vacancy: { id: string; position: string; district: string } }[] };
    const job = items.find((m) => m.vacancy.district in demoSchoolUsers)!.vacancy;
    await page.goto(`/vacancies/${job.id}`);
    await expect(page.getByRole('heading', { level: 1, name: job.position })).toBeVisible();
    await expect(page.getByRole('heading', { name: t.checklist })).toBeVisible();
    await expect(page.getByText(t.eligible)).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: t.applyNow }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.confirm }).click();
    await page.getByRole('link', { name: t.viewApplication }).click();
    await expect(page.getByRole('heading', { level: 1, name: job.position })).toBeVisible();
    await expect(page.getByText(t.pending).first()).toBeVisible();
    const applicationId = page.url().split('/').at(-1)!;

    // Improve my resume: a background job reads her resume, then the page says what to improve.
    const improve = page.getByRole('region', { name: t.improve });
    await improve.getByRole('button', { name: t.improve }).click();
    await expect(improve.getByRole('heading', { name: t.found })).toBeVisible({ timeout: 20_000 });
    await expect(improve.getByRole('listitem').first()).toBeVisible();
    await expectNoA11yViolations(page);

    // The school makes her a candidate: the table says so, and a mail in her language tells her.
    await decide(page, demoSchoolUsers[job.district], applicationId, 'candidate');
    await page.getByRole('link', { name: t.applications, exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: job.position });
    await expect(row).toContainText(t.candidate);
    await expectNoA11yViolations(page);
    await expect.poll(async () => (await mails(page, email, t.statusSubject)).length, { timeout: 15_000 }).toBe(1);

    // She cancels, with a confirmation: the row stays, withdrawn.
    await row.getByRole('button', { name: `${t.cancel} ${job.position}` }).click();
    await expectNoA11yViolations(page);
    await page.getByRole('dialog').getByRole('button', { name: t.cancelConfirm }).click();
    await expect(row).toContainText(t.withdrawn);

    // Her dashboard.
    await page.goto('/teacher/dashboard');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    await expectNoA11yViolations(page);
  });
}
