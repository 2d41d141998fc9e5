import { expect, test, type Page } from '@playwright/test';
import { applyAsNewTeacher, expectNoA11yViolations, mails, newPersonPage, openPage, postVacancy, storeLanguage, tampaDay, type MailAttachment } from './support';

// The hiring loop, in English and in Spanish (issue 32): a school posts a vacancy with one
// opening (through the API), two new teachers apply, and the school proposes three interview
// times to the first, who lives in Manila, from her application's page. She reads them in Manila
// time and in Tampa's and chooses one; both sides' mails carry the invitation, which the page
// also downloads. The school offers her the job from the same page, she accepts and reads that
// she is hired; the other teacher reads "Not selected" in her table and her mail.

const texts = {
  en: {
    email: /E-mail address/, password: /^Password/, login: 'Log in', table: 'Your applications', view: 'View application: ',
    interviews: 'Interviews', proposed: 'Interview proposed', scheduled: 'Interview scheduled', choose: 'Choose a time',
    confirm: 'Confirm this time', scheduledNotice: /^Your interview is scheduled\./, calendar: 'Add to calendar (.ics)',
    manila: (time: string, tampa: string) => `${time} (Manila time) · ${tampa} in Tampa`,
    offer: 'Job offer', accept: 'Accept the offer', hired: (position: string) => `Congratulations! You accepted the offer: you are hired for ${position} at `,
    notSelected: 'Not selected', update: /^An update on your TeachBay application$/, notMovingForward: 'will not be moving forward with your application',
    school: {
      propose: 'Propose interview times', video: 'Video call', link: /^Meeting link/, length: /^Length in minutes/, time: (n: number) => new RegExp(`^Time ${n} \\(Tampa time\\)`),
      another: 'Add another time', note: /^Note to the teacher/, send: 'Send the times', makeOffer: 'Make an offer', salary: /^Salary/, start: /^Start date/,
      answerBy: /^Answer by/, sendOffer: 'Send the offer',
    },
  },
  es: {
    email: /Correo electrónico/, password: /^Contraseña/, login: 'Iniciar sesión', table: 'Tus postulaciones', view: 'Ver postulación: ',
    interviews: 'Entrevistas', proposed: 'Entrevista propuesta', scheduled: 'Entrevista programada', choose: 'Elige un horario',
    confirm: 'Confirmar este horario', scheduledNotice: /^Tu entrevista está programada\./, calendar: 'Añadir al calendario (.ics)',
    manila: (time: string, tampa: string) => `${time} (hora de Manila) · ${tampa} en Tampa`,
    offer: 'Oferta de empleo', accept: 'Aceptar la oferta', hired: (position: string) => `¡Felicidades! Aceptaste la oferta: te contrataron para ${position} en `,
    notSelected: 'No seleccionado', update: /^Novedades sobre tu postulación en TeachBay$/, notMovingForward: 'no seguirá adelante con tu postulación',
    school: {
      propose: 'Proponer horarios de entrevista', video: 'Videollamada', link: /^Enlace de la reunión/, length: /^Duración en minutos/,
      time: (n: number) => new RegExp(`^Horario ${n} \\(hora de Tampa\\)`), another: 'Agregar otro horario', note: /^Nota para el docente/,
      send: 'Enviar los horarios', makeOffer: 'Hacer una oferta', salary: /^Salario/, start: /^Fecha de inicio/, answerBy: /^Responder a más tardar/,
      sendOffer: 'Enviar la oferta',
    },
  },
};

// A teacher who lives in the Philippines, whose zone is then Manila's.
const MANILA = { contactNumber: '+63 917 123 4567', address: '12 Mabini St', city: 'Quezon City', state: 'Metro Manila', zipCode: '1100', country: 'PH' };

/** tampaNine is 9:00 in Tampa on `day`, as a UTC instant: 13:00 UTC in daylight time, else 14:00. */
function tampaNine(day: string): Date {
  const hour = (instant: Date) => new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour: 'numeric', hourCycle: 'h23' }).format(instant);
  const summer = new Date(`${day}T13:00:00Z`);
  return hour(summer) === '9' ? summer : new Date(`${day}T14:00:00Z`);
}

type SchoolTexts = (typeof texts)['en']['school'];

/**
 * schoolProposesInterview proposes, from the application's page, a video interview at 9:00 in
 * Tampa on each of `days`, and returns the interview's id.
 */
async function schoolProposesInterview(school: Page, t: SchoolTexts, applicationId: string, days: string[]): Promise<string> {
  await openPage(school, `/school/applications/${applicationId}`);
  await school.getByRole('button', { name: t.propose }).click();
  const dialog = school.getByRole('dialog');
  await dialog.getByRole('radio', { name: t.video }).check();
  await dialog.getByLabel(t.link).fill('https://meet.example.com/hiring-loop');
  await dialog.getByLabel(t.length).fill('45');
  for (const [index, day] of days.entries()) {
    if (index > 0) await dialog.getByRole('button', { name: t.another }).click();
    await dialog.getByLabel(t.time(index + 1)).fill(`${day}T09:00`);
  }
  await dialog.getByLabel(t.note).fill('Bring a sample lesson.');
  await expectNoA11yViolations(school);
  await dialog.getByRole('button', { name: t.send }).click();
  await expect(dialog).toBeHidden();
  const listed = (await (await school.request.get(`/api/school/applications/${applicationId}/interviews`)).json()) as { id: string }[];
  return listed[0].id;
}

/** schoolMakesOffer offers the job from the application's page: $52,000 a year, starting in a month, an answer within a week. */
async function schoolMakesOffer(school: Page, t: SchoolTexts, applicationId: string) {
  await openPage(school, `/school/applications/${applicationId}`);
  await school.getByRole('button', { name: t.makeOffer }).click();
  const dialog = school.getByRole('dialog');
  await dialog.getByLabel(t.salary).fill('52000');
  await dialog.getByLabel(t.start).fill(tampaDay(30));
  await dialog.getByLabel(t.answerBy).fill(tampaDay(7));
  await dialog.getByLabel(t.note).fill('We would love to have you.');
  await expectNoA11yViolations(school);
  await dialog.getByRole('button', { name: t.sendOffer }).click();
  await expect(dialog).toBeHidden();
}

/** logIn signs a teacher in through the form. */
async function logIn(page: Page, t: (typeof texts)['en'], teacher: { email: string; password: string }) {
  await openPage(page, '/user/login');
  await page.getByLabel(t.email).fill(teacher.email);
  await page.getByLabel(t.password).fill(teacher.password);
  await page.getByRole('button', { name: t.login }).click();
  await expect(page).not.toHaveURL(/\/user\/login/);
}

/** invitation waits for a mail to `to` whose invitation names `uid`, and returns that invitation. */
async function invitation(page: Page, to: string, uid: string): Promise<MailAttachment> {
  let found: MailAttachment | undefined;
  await expect
    .poll(async () => {
      found = (await mails(page, to, /./)).flatMap((mail) => mail.attachments).find((file) => file.content.includes(`UID:${uid}`));
      return found !== undefined;
    }, { message: `the invitation to ${to}`, timeout: 20_000 })
    .toBe(true);
  return found!;
}

for (const language of ['en', 'es'] as const) {
  test(`the hiring loop in ${language}: interview times in Manila and Tampa, the invitation, the offer, and the others hear back`, async ({ page, browser }) => {
    test.setTimeout(120_000);
    const t = texts[language];
    const stamp = String(Date.now()).slice(-6);
    const position = `Chemistry Teacher ${language.toUpperCase()} ${stamp}`;
    // The school user, in the same language, on a page of her own.
    const school = await newPersonPage(browser, language, { email: 'school@demo.test', kind: 'school' });
    const vacancyId = await postVacancy(school.request, position);
    const chosen = await applyAsNewTeacher(page, language, { firstName: 'Maria', lastName: `Santos ${stamp}` }, [vacancyId], MANILA);
    expect(chosen.timeZone).toBe('Asia/Manila');
    const other = await applyAsNewTeacher(page, language, { firstName: 'Lucia', lastName: `Reyes ${stamp}` }, [vacancyId]);
    // Three mornings in Tampa, the first in three days.
    const days = [3, 4, 5].map(tampaDay);
    const starts = days.map(tampaNine);
    const interviewId = await schoolProposesInterview(school, t.school, chosen.applicationIds[0], days);

    // She reads the times in Manila's and Tampa's, written as her browser writes them in her language.
    await storeLanguage(page, language);
    await logIn(page, t, chosen);
    await openPage(page, '/teacher/applications');
    await page.getByRole('table', { name: t.table }).getByRole('link', { name: `${t.view}${position}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: position })).toBeVisible();
    const expected = await page.evaluate(
      ({ lang, instants }) =>
        instants.map((instant): [string, string] => [
          new Intl.DateTimeFormat(lang, { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Manila' }).format(new Date(instant)),
          new Intl.DateTimeFormat(lang, { hour: 'numeric', minute: '2-digit', timeZone: 'America/New_York' }).format(new Date(instant)),
        ]),
      { lang: language, instants: starts.map((start) => start.toISOString()) },
    );
    const interviews = page.getByRole('region', { name: t.interviews });
    const proposed = interviews.getByRole('article', { name: t.proposed });
    const times = proposed.getByRole('group', { name: t.choose });
    await expect(times.getByRole('radio')).toHaveCount(3);
    for (const [own, tampa] of expected) await expect(times.getByRole('radio', { name: t.manila(own, tampa), exact: true })).toBeVisible();
    await expectNoA11yViolations(page);

    await times.getByRole('radio', { name: t.manila(...expected[1]), exact: true }).check();
    await proposed.getByRole('button', { name: t.confirm }).click();
    await expect(page.getByText(t.scheduledNotice)).toBeFocused();
    const scheduled = interviews.getByRole('article', { name: t.scheduled });
    await expect(scheduled).toContainText(t.manila(...expected[1]));

    // Both sides' mails carry the invitation for the time chosen, in UTC; the page's file is the same one.
    const uid = `interview-${interviewId}@`;
    const dtstart = `DTSTART:${starts[1].toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`;
    for (const to of [chosen.email, 'school@demo.test']) {
      const file = await invitation(page, to, uid);
      expect(file.contentType).toBe('text/calendar');
      expect(file.content).toContain('METHOD:REQUEST');
      expect(file.content).toContain(dtstart);
    }
    const calendar = scheduled.getByRole('link', { name: t.calendar });
    await expect(calendar).toHaveAttribute('download', '');
    const ics = await (await page.request.get((await calendar.getAttribute('href'))!)).text();
    expect(ics).toContain(`UID:${uid}`);
    expect(ics).toContain(dtstart);

    // The offer: accepted, she is hired.
    await schoolMakesOffer(school, t.school, chosen.applicationIds[0]);
    await page.reload();
    const offer = page.getByRole('region', { name: t.offer });
    await expect(offer).toContainText('52');
    await expectNoA11yViolations(page);
    // On a phone the offer and the interview fit the screen's width.
    await page.setViewportSize({ width: 360, height: 740 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await offer.getByRole('button', { name: t.accept }).click();
    await expect(offer.getByRole('status')).toHaveText(new RegExp(`^${t.hired(position).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    await expect(offer.getByRole('status')).toBeFocused();

    // The vacancy is filled: the other teacher reads that she was not selected, in her table and her mail.
    // She reads it on a phone, where each row of the table is a card.
    const second = await newPersonPage(browser, language);
    await second.setViewportSize({ width: 360, height: 740 });
    await logIn(second, t, other);
    await openPage(second, '/teacher/applications');
    const row = second.getByRole('table', { name: t.table }).getByRole('row').filter({ hasText: position });
    await expect(async () => {
      await second.reload();
      await expect(row).toContainText(t.notSelected, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    const status = row.getByText(t.notSelected, { exact: true });
    await status.scrollIntoViewIfNeeded();
    await expect(status).toBeInViewport({ ratio: 1 });
    await expect.poll(async () => (await mails(second, other.email, t.update)).at(-1)?.text ?? '', { timeout: 20_000 }).toContain(t.notMovingForward);
  });
}
