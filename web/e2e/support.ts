import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type APIResponse, type Browser, type BrowserContext, type Cookie, type Page } from '@playwright/test';
import { TOTP } from 'otpauth';

type Meta = { routes: Record<string, unknown> };

const meta = JSON.parse(
  readFileSync(new URL('../src/locales/en/meta.json', import.meta.url), 'utf8'),
) as Meta;

/** Every path of the route table: the meta texts hold one entry per route (a unit test checks). */
export const routePaths = Object.keys(meta.routes);

type Route = { path: string; visibility: string };
const table = JSON.parse(readFileSync(new URL('../src/app/routes.json', import.meta.url), 'utf8')) as Route[];

/**
 * The pages the build pre-renders (scripts/prerender.mjs): the public ones with one address, the
 * search page's empty state and the referee's form's frame. The job pages are written by the server from a pre-rendered template.
 */
export const prerenderedPaths = table
  .filter(({ path, visibility }) => (visibility === 'public' && !path.includes(':')) || path === '/search' || path === '/reference')
  .map(({ path }) => path);

declare global {
  interface Window {
    /** The page's first heading as the server sent it, before any script ran (see watchHydration). */
    servedHeading?: Element | null;
  }
}

/**
 * watchHydration remembers, on every load, the first heading the server sent, before the app's
 * scripts run, and collects what the page logs as an error: `hydrated` then tells whether the
 * app took that very heading over (hydration, not a new render) and what was logged.
 */
export async function watchHydration(page: Page) {
  const errors: string[] = [];
  const origin = new URL(test.info().project.use.baseURL!).origin;
  page.on('console', (message) => {
    const { url } = message.location();
    // The test machines are offline: outside code (reCAPTCHA) cannot load, which says nothing of the page.
    if (message.type() === 'error' && (url === '' || url.startsWith(origin))) errors.push(`${message.text()} (${url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) errors.splice(0);
  });
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') window.servedHeading = document.querySelector('h1');
    });
  });
  return {
    /** hydrated waits until React owns the heading, then says whether it is the one served. */
    async hydrated(): Promise<{ sameHeading: boolean; errors: string[] }> {
      await appRunning(page);
      const sameHeading = await page.evaluate(() => window.servedHeading === document.querySelector('h1'));
      return { sameHeading, errors: errors.splice(0) };
    },
  };
}

/** A path that no route serves. */
export const unknownPath = '/this-page-does-not-exist';

/**
 * storeLanguage chooses a language as the app does: in local storage, set before any page script
 * runs on every load, and in the cookie by which the server sends pages in that language.
 */
export async function storeLanguage(page: Page, value: string) {
  await page.addInitScript((language) => localStorage.setItem('language', language), value);
  await page.context().addCookies([{ name: 'language', value, url: test.info().project.use.baseURL! }]);
}

/**
 * openPage loads a path and waits until its heading is on screen and the app runs it: a
 * pre-rendered page shows its heading before the app has started, and a click that comes
 * earlier gets the browser's own behaviour, not the app's.
 */
export async function openPage(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await appRunning(page);
}

/** appRunning waits until React owns the page's first heading. */
export async function appRunning(page: Page) {
  await page.waitForFunction(() => {
    const heading = document.querySelector('h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
  });
}

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axeViolations lists the WCAG 2.2 AA rules the page breaks as it is now, each with the elements. */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** expectNoA11yViolations fails the test when axe-core finds a violation on the page as it is now. */
export async function expectNoA11yViolations(page: Page) {
  expect(await axeViolations(page), `axe-core on ${new URL(page.url()).pathname}`).toEqual([]);
}

/** MailAttachment is a file of a mail; `content` is its text for a text/* type (an invitation.ics), else empty. */
export type MailAttachment = { filename: string; contentType: string; content: string };

type Mail = { to: string; subject: string; text: string; attachments: MailAttachment[] };

/** mails returns what e2e/fake-smtp received for an address, whose subject matches. */
export async function mails(page: Page, to: string, subject: RegExp): Promise<Mail[]> {
  const res = await page.request.get(`http://127.0.0.1:${process.env.TEACHBAY_E2E_MAILBOX_PORT}/messages?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as Mail[]).filter((m) => subject.test(m.subject));
}

/**
 * mailLink waits for the newest mail to `to` whose subject matches and returns the path of its
 * TeachBay link (the link is built from BASE_URL; the test server's own address serves it).
 */
export async function mailLink(page: Page, to: string, subject: RegExp): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      link = (await mails(page, to, subject)).at(-1)?.text.match(/https?:\/\/\S+\?token=\S+/)?.[0] ?? '';
      return link;
    }, { timeout: 15_000 })
    .not.toBe('');
  const url = new URL(link);
  return url.pathname + url.search;
}

/** The TOTP secret seed --demo enrols the demo school users and the admin with. */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

/**
 * MADE_HERE are the subjects of the vacancies the journeys post for themselves (hiring.spec.ts a
 * physics one, hiring-loop.spec.ts and references.spec.ts chemistry ones), which only their own
 * teachers apply to: the journeys that pick an open vacancy leave them alone.
 */
export const MADE_HERE = ['physics', 'chemistry'];

/** tampaDay is the calendar day in Tampa `days` days from now ("2027-03-15"). */
export function tampaDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(Date.now() + days * 86_400_000));
}

/**
 * postVacancy posts, as the signed-in school user of `request`, a high-school chemistry vacancy
 * with one opening at the first of the district's schools, open for 30 days, and returns its id.
 */
export async function postVacancy(request: APIRequestContext, position: string): Promise<string> {
  const overview = (await (await request.get('/api/school/overview')).json()) as { schools: { id: string }[] };
  const posted = await request.post('/api/school/vacancies', {
    headers: { 'X-Requested-With': 'e2e' },
    data: {
      schoolId: overview.schools[0].id, position, type: 'full_time', educationalLevel: 'high', subject: 'chemistry',
      description: 'Teach chemistry to ninth and tenth graders.', lastDateToApply: tampaDay(30), openings: 1,
    },
  });
  await expectOk(posted);
  return ((await posted.json()) as { id: string }).id;
}

/** The password of every demo account seed --demo makes. */
export const DEMO_PASSWORD = 'teachbay-demo';

/**
 * signInByApi signs a browser context in as a demo account through the API, as the login form
 * does, for the tests whose journey is not the sign-in itself. A school user or the admin (who use
 * the School tab) signs in once per ten minutes of the run and the contexts share that session:
 * their codes are taken once per 30-second step, so each sign-in of its own would wait for a step
 * of its own. Ten minutes stay inside the session's 15-minute access cookie, so no context needs
 * to refresh it (which would end the others' copy).
 */
export async function signInByApi(context: BrowserContext, email: string, kind: 'teacher' | 'school' = 'teacher') {
  if (kind === 'teacher') return signIn(context.request, email, kind);
  const period = Math.floor(Date.now() / 600_000);
  const file = join(process.env.TEACHBAY_E2E_TOTP_STEPS!, `${email}-session-${period}.json`);
  if (claim(`${email}-session-${period}`)) {
    await signIn(context.request, email, kind);
    writeFileSync(`${file}.part`, JSON.stringify((await context.storageState()).cookies));
    renameSync(`${file}.part`, file);
    return;
  }
  await expect.poll(() => existsSync(file), { message: `the shared session of ${email}`, timeout: 60_000 }).toBe(true);
  await context.addCookies(JSON.parse(readFileSync(file, 'utf8')) as Cookie[]);
}

async function signIn(request: APIRequestContext, email: string, kind: 'teacher' | 'school') {
  const headers = { 'X-Requested-With': 'e2e' };
  const login = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD, kind }, headers });
  expect(login.status(), `sign-in of ${email}`).toBe(200);
  if (((await login.json()) as { mfaRequired?: boolean }).mfaRequired) {
    const mfa = await request.post('/api/auth/mfa', { data: { code: await totpCode(email, DEMO_TOTP_SECRET) }, headers });
    expect(mfa.status(), `code of ${email}`).toBe(200);
  }
}

/**
 * newPersonPage opens a page in a browser context of its own (a person of their own), in the
 * language, signed in as a demo account when one is named.
 */
export async function newPersonPage(browser: Browser, language: string, account?: { email: string; kind?: 'teacher' | 'school' }) {
  const page = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  await storeLanguage(page, language);
  if (account) await signInByApi(page.context(), account.email, account.kind);
  return page;
}

/**
 * claim records that this run's sign-ins use what name stands for (an account's 30-second step,
 * its shared session), and says whether none did before: a directory made once per name, which
 * only one process can make, since the workers run in processes of their own (the directory is
 * playwright.config.ts's).
 */
function claim(name: string): boolean {
  try {
    mkdirSync(join(process.env.TEACHBAY_E2E_TOTP_STEPS!, name));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * totpCode returns a code of the account's secret that the server has not seen: the server takes
 * each 30-second step once per account, so when the step is nearly over, or another sign-in of
 * this test run, in any worker, used it, it waits for the next one.
 */
export async function totpCode(account: string, secret: string): Promise<string> {
  const totp = new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' });
  for (;;) {
    const step = Math.floor(Date.now() / 30_000);
    const left = 30_000 - (Date.now() % 30_000);
    if (left > 3_000 && claim(`${account}-${step}`)) return totp.generate();
    await new Promise((resolve) => setTimeout(resolve, left + 100));
  }
}

// A complete profile, as the demo teacher's (internal/seed/demo_teacher.go), living in Tampa.
const TAMPA_PROFILE = { contactNumber: '+1 813 555 0142', address: '2204 W Kennedy Blvd', city: 'Tampa', state: 'FL', zipCode: '33606', country: 'US' };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
const DISCLOSURES = {
  profile: {
    workAuthorized: 'no', citizenOrResident: 'no', needsSponsorship: 'yes', validWorkAuth: 'no', districtEmployee: 'no',
    substituteTeaching: 'no', j1Exchange: 'no', relativesEmployed: 'no', speaksEnglish: 'yes', writesEnglish: 'yes', otherLanguages: 'no',
    dualLanguageInterest: 'no', frsPension: 'no', frsDistribution: 'no', otherPension: 'no', publicSchoolYears: 6, otherRetirementPlans: 'no',
    retiredFirstResponder: 'no',
  },
  employment: { dismissal: 'no', licenseSanction: 'no', criminalConviction: 'no', pendingInvestigation: 'no', misconductInvestigation: 'no' },
  criminal: { probation: 'no', pendingCharge: 'no', arrested: 'no', childAbuseFinding: 'no', sexOffenderRegistry: 'no' },
  additional: {
    floridaCertificate: 'no', otherStateCertificate: 'no', eligibilityStatement: 'no', teacherPrepProgram: 'no', nationalBoard: 'no',
    generalKnowledgeExam: 'no', teachingInternship: 'no', currentDistrictIntern: 'no',
  },
  self_identification: { ethnicity: 'none_selected', hispanicOrigin: 'prefer_not_to_say', gender: 'prefer_not_to_say', veteranStatus: 'prefer_not_to_say' },
  public_records: { publicRecordsConsent: 'yes' },
};
const PREFERENCES = {
  gradeLevels: ['middle', 'high'], subjects: ['math'], subjectOther: '', experienceSettings: ['public'],
  skills: ['differentiated_instruction', 'data_driven_instruction', 'classroom_management', 'stem_instruction', 'esol_strategies'],
};
const VERIFY_SUBJECT = { en: /Confirm your e-mail/, es: /Confirma tu correo/ };

/** TeacherAddress is where a new teacher lives: her number, address and country (Tampa unless told). */
export type TeacherAddress = typeof TAMPA_PROFILE;

/** NewTeacher is a teacher applyAsNewTeacher made: how she signs in, her profile's time zone, and her applications' ids. */
export type NewTeacher = { email: string; password: string; timeZone: string; applicationIds: string[] };

/** expectOk fails the test, with the answer, unless the API answered a 2xx. */
export async function expectOk(response: APIResponse) {
  expect(response.ok(), `${response.url()}: ${await response.text()}`).toBe(true);
}

/**
 * applyAsNewTeacher registers a teacher named `name` in `language`, confirms her address from
 * the mail, completes her profile (living in Tampa unless `address` says otherwise) and applies
 * to the vacancies, all through the API, as the web app would.
 */
export async function applyAsNewTeacher(
  page: Page,
  language: 'en' | 'es',
  name: { firstName: string; lastName: string },
  vacancyIds: string[],
  address: TeacherAddress = TAMPA_PROFILE,
): Promise<NewTeacher> {
  // She signs up from a machine of her own (an address of the 198.18.0.0/15 test range, which the
  // server reads from X-Forwarded-For: web/playwright.config.ts), so the journeys' many new
  // teachers do not share one address's limit of ten sign-ups an hour.
  const machine = `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
  const context = await page.context().browser()!.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: { 'X-Requested-With': 'e2e', 'X-Forwarded-For': machine },
  });
  const api = context.request;
  const email = `inbox.${language}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'gulf breeze at noon';
  await expectOk(await api.post('/api/auth/register', { data: { ...name, email, contactNumber: address.contactNumber, password, language } }));
  const token = new URL(await mailLink(page, email, VERIFY_SUBJECT[language]), 'http://localhost').searchParams.get('token');
  await expectOk(await api.post('/api/auth/verify-email', { data: { token } }));
  const profile = await api.put('/api/me/profile', { data: { ...name, ...address } });
  await expectOk(profile);
  const { timeZone } = (await profile.json()) as { timeZone: string };
  for (const kind of ['resume', 'lesson_plan', 'certification', 'evaluation', 'reference']) {
    await expectOk(await api.post('/api/me/documents', { multipart: { kind, file: { name: `${kind}.pdf`, mimeType: 'application/pdf', buffer: PDF } } }));
  }
  await expectOk(await api.put('/api/me/presentation', { data: { url: 'https://www.example.com/teaching-video', attested: true } }));
  for (const [section, answers] of Object.entries(DISCLOSURES)) await expectOk(await api.put(`/api/me/disclosures/${section}`, { data: { answers, complete: true } }));
  await expectOk(await api.put('/api/me/preferences', { data: PREFERENCES }));
  const applicationIds: string[] = [];
  for (const vacancyId of vacancyIds) {
    const applied = await api.post('/api/applications', { data: { vacancyId } });
    await expectOk(applied);
    applicationIds.push(((await applied.json()) as { id: string }).id);
  }
  await context.close();
  return { email, password, timeZone, applicationIds };
}
