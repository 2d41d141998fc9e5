import { expect, test } from '@playwright/test';
import { applyAsNewTeacher, expectNoA11yViolations, expectOk, mailLink, newPersonPage, openPage, postVacancy, storeLanguage } from './support';

// A confidential reference, in English and in Spanish (issue 33): a new teacher who applied to a
// Hillsborough vacancy (posted for her) names her principal and sends the request; the principal reads the mailed
// link without JavaScript, then answers from it on a phone, with no account; the district reads the reference in the application's
// packet, and the teacher reads only that it came, never what it says.

const texts = {
  en: {
    name: /^Full name/, email: /^E-mail/, relationship: /^How they know you/, organization: /^School or organization/, add: 'Add referee',
    send: (name: string) => `Send request to ${name}`, subject: /^A teacher asks you for a reference on TeachBay$/,
    rating: 'Instruction', four: '4 – Very good', rehire: /^Would you hire this person again/, yes: 'Yes', safeguarding: /^Do you know of any reason/,
    no: 'No', comments: /^Comments/, refereeName: /^Your full name/, position: /^Your position/, confirm: /^I confirm that this reference is true/,
    submit: 'Send reference', thanks: 'Thank you', references: 'References', received: /^Received on /, asked: 'What you will be asked', who: 'Confidential reference',
  },
  es: {
    name: /^Nombre completo/, email: /^Correo electrónico/, relationship: /^De qué te conoce/, organization: /^Escuela u organización/, add: 'Añadir referencia',
    send: (name: string) => `Enviar solicitud a ${name}`, subject: /^Un docente te pide una referencia en TeachBay$/,
    rating: 'Enseñanza', four: '4 – Muy bueno', rehire: /^¿Volverías a contratar a esta persona/, yes: 'Sí', safeguarding: /^¿Sabes de algún motivo/,
    no: 'No', comments: /^Comentarios/, refereeName: /^Tu nombre completo/, position: /^Tu cargo/, confirm: /^Confirmo que esta referencia es verdadera/,
    submit: 'Enviar referencia', thanks: 'Gracias', references: 'Referencias', received: /^Recibida el /, asked: 'Qué se te preguntará', who: 'Referencia confidencial',
  },
};

const RATINGS = { en: ['Instruction', 'Classroom management', 'Relationships with students', 'Collaboration with colleagues', 'Professionalism'], es: ['Enseñanza', 'Gestión del aula', 'Relación con los estudiantes', 'Colaboración con colegas', 'Profesionalismo'] };

for (const language of ['en', 'es'] as const) {
  test(`a confidential reference in ${language}: asked by the teacher, answered on a phone, read by the district only`, async ({ page, browser }) => {
    test.setTimeout(120_000);
    const t = texts[language];
    const stamp = String(Date.now()).slice(-6);
    const school = await newPersonPage(browser, language, { email: 'school@demo.test', kind: 'school' });
    const vacancyId = await postVacancy(school.request, `Chemistry Teacher ${language.toUpperCase()} ${stamp}`);
    const teacher = await applyAsNewTeacher(page, language, { firstName: 'Teresa', lastName: `Referida ${stamp}` }, [vacancyId]);

    // She names her principal and sends the request.
    await storeLanguage(page, language);
    await expectOk(await page.request.post('/api/auth/login', { data: { email: teacher.email, password: teacher.password, kind: 'teacher' }, headers: { 'X-Requested-With': 'e2e' } }));
    await openPage(page, '/teacher/references');
    const referee = { name: `Rosa Díaz ${stamp}`, email: `rosa.${language}.${stamp}@school.example` };
    await page.getByLabel(t.name).fill(referee.name);
    await page.getByLabel(t.email).fill(referee.email);
    await page.getByLabel(t.relationship).selectOption('principal');
    await page.getByLabel(t.organization).fill('Lincoln Elementary School');
    await page.getByRole('button', { name: t.add }).click();
    await page.getByRole('button', { name: t.send(referee.name) }).click();
    await expectNoA11yViolations(page);

    // The principal answers from the mailed link, on a phone, without an account.
    const link = await mailLink(page, referee.email, t.subject);
    // A browser without JavaScript reads who asks and everything the form asks.
    const reader = await browser.newContext({ javaScriptEnabled: false });
    const plain = await reader.newPage();
    await plain.goto(`${link}&lang=${language}`);
    await expect(plain.getByRole('region', { name: t.who })).toContainText(`Teresa Referida ${stamp}`);
    for (const area of RATINGS[language]) await expect(plain.getByRole('region', { name: t.asked })).toContainText(area);
    await reader.close();
    const phone = await newPersonPage(browser, language);
    await phone.setViewportSize({ width: 360, height: 740 });
    await phone.goto(link);
    for (const area of RATINGS[language]) await phone.getByRole('group', { name: area }).getByRole('radio', { name: t.four }).check();
    await phone.getByRole('group', { name: t.rehire }).getByRole('radio', { name: t.yes, exact: true }).check();
    await phone.getByRole('group', { name: t.safeguarding }).getByRole('radio', { name: t.no, exact: true }).check();
    const comment = `Teresa plans every lesson around her students (${stamp}).`;
    await phone.getByLabel(t.comments).fill(comment);
    await phone.getByLabel(t.refereeName).fill(referee.name);
    await phone.getByLabel(t.position).fill('Principal');
    await phone.getByRole('checkbox', { name: t.confirm }).check();
    await expect.poll(() => phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoA11yViolations(phone);
    await phone.getByRole('button', { name: t.submit }).click();
    await expect(phone.getByRole('region', { name: t.thanks }).getByRole('status')).toContainText(`Teresa Referida ${stamp}`);
    await expectNoA11yViolations(phone);

    // The district reads it in her application's packet.
    await openPage(school, `/school/applications/${teacher.applicationIds[0]}`);
    const references = school.getByRole('region', { name: t.references, exact: true });
    await expect(references).toContainText(comment);
    await expect(references).toContainText(referee.name);
    await expectNoA11yViolations(school);

    // She reads that it came, and never what it says.
    await page.reload();
    const row = page.getByRole('row').filter({ hasText: referee.name });
    await expect(row.getByText(t.received)).toBeVisible();
    await expect(page.locator('body')).not.toContainText(comment);
  });
}
