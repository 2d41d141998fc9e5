import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { TOTP } from 'otpauth';

// The hiring loop through the real binary: the demo admin invites a recruiter, who sets a
// password and two-factor authentication, posts a vacancy, finds the demo teacher's application
// ranked among the applicants, reads it and makes her a candidate; the teacher sees the new status
// and is told by e-mail. Mails come from e2e/fake-smtp; codes are computed from the secrets.

type Mail = { to: string; subject: string; text: string };

const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';
const PASSWORD = 'harbour lights at dusk';

async function expectNoA11yViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** mails returns the mails the fake SMTP server received for an address whose subject matches. */
async function mails(page: Page, to: string, subject: RegExp): Promise<Mail[]> {
  const res = await page.request.get(`http://127.0.0.1:8095/messages?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as Mail[]).filter((m) => subject.test(m.subject));
}

/**
 * code returns a TOTP code of secret that the server has not seen: the server accepts each code
 * once, so when the current 30-second step is nearly over, or was used by an earlier sign-in, it
 * waits for the next one.
 */
async function code(secret: string, used: Set<number>): Promise<string> {
  const totp = new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' });
  for (;;) {
    const step = Math.floor(Date.now() / 30_000);
    const left = 30_000 - (Date.now() % 30_000);
    if (!used.has(step) && left > 3_000) {
      used.add(step);
      return totp.generate();
    }
    await new Promise((resolve) => setTimeout(resolve, left + 100));
  }
}

async function signIn(browser: Browser, email: string, tab: 'Teacher' | 'School', secret?: string) {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/user/login');
  await page.getByRole('tab', { name: tab }).click();
  await page.getByLabel(/E-mail address/).fill(email);
  await page.getByLabel(/^Password/).fill('teachbay-demo');
  await page.getByRole('button', { name: 'Log in' }).click();
  if (secret) {
    await page.getByLabel('Authentication code').fill(await code(secret, new Set()));
    await page.getByRole('button', { name: 'Verify' }).click();
  }
  return page;
}

test('an admin invites a recruiter, who posts a job, ranks and reads applicants, and makes a teacher a candidate', async ({ browser }) => {
  test.setTimeout(150_000);
  const recruiter = `recruiter-${Date.now()}@hcps.example`;
  const position = `Dual-Language Science Teacher ${Date.now() % 100000}`;

  // The admin signs in with the demo TOTP secret and sends the invitation.
  const admin = await signIn(browser, 'admin@demo.test', 'School', DEMO_TOTP_SECRET);
  await expect(admin.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
  await admin.getByRole('navigation', { name: 'Your TeachBay' }).getByRole('link', { name: 'Invitations' }).click();
  await admin.getByLabel('E-mail').fill(recruiter);
  await admin.getByRole('radio', { name: 'School user' }).check();
  await admin.getByLabel('Organization').selectOption({ label: 'Hillsborough County Public Schools' });
  await admin.getByRole('button', { name: 'Send invitation' }).click();
  await expect(admin.getByText(`Invitation sent to ${recruiter}.`, { exact: false })).toBeVisible();
  await expectNoA11yViolations(admin);

  // The recruiter follows the mailed link, sets a password, then two-factor authentication.
  let link = '';
  await expect
    .poll(async () => {
      link = (await mails(admin, recruiter, /invited to TeachBay/)).at(-1)?.text.match(/https?:\/\/\S+\?token=\S+/)?.[0] ?? '';
      return link;
    }, { timeout: 15_000 })
    .not.toBe('');
  const school = await (await browser.newContext()).newPage();
  const invitation = new URL(link);
  await school.goto(invitation.pathname + invitation.search);
  await expect(school.getByRole('heading', { level: 1, name: 'Accept your invitation' })).toBeVisible();
  await expectNoA11yViolations(school);
  await school.getByLabel('First name').fill('Rosa');
  await school.getByLabel('Last name').fill('Parks');
  await school.getByLabel(/^Password/).fill(PASSWORD);
  await school.getByRole('button', { name: 'Create my account' }).click();
  await expect(school.getByRole('heading', { level: 1, name: 'Set up two-factor authentication' })).toBeVisible();
  await expect(school.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await expectNoA11yViolations(school);
  const secret = (await school.locator('main code').first().textContent())!.replace(/\s/g, '');
  const used = new Set<number>();
  await school.getByLabel('Authentication code').fill(await code(secret, used));
  await school.getByRole('button', { name: 'Confirm' }).click();
  await expect(school.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await school.getByRole('link', { name: 'Continue' }).click();
  await expect(school.getByRole('heading', { level: 1, name: 'Hillsborough County Public Schools dashboard' })).toBeVisible();
  await expectNoA11yViolations(school);

  // The recruiter posts a vacancy.
  await school.getByRole('link', { name: 'Post a vacancy' }).first().click();
  await school.getByLabel('School', { exact: true }).selectOption({ index: 1 });
  await school.getByLabel('Position', { exact: true }).fill(position);
  await school.getByLabel('Type', { exact: true }).selectOption('full_time');
  await school.getByLabel('Educational level').selectOption('high');
  await school.getByLabel('Subject', { exact: true }).selectOption('math');
  await school.getByLabel('Description', { exact: true }).fill('Teach algebra and geometry in English and Spanish to grades 9 and 10.');
  await school.getByLabel('Last date to apply').fill(new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10));
  await school.getByRole('checkbox', { name: 'This is a dual-language position (English and Spanish)' }).check();
  await expectNoA11yViolations(school);
  await school.getByRole('button', { name: 'Post the vacancy' }).click();
  await expect(school.getByText('The vacancy is posted. Teachers can see it and apply now.')).toBeVisible();
  const vacancyId = school.url().split('/').at(-1)!;

  // The demo teacher (a complete profile) applies to it.
  const teacher = await signIn(browser, 'teacher@demo.test', 'Teacher');
  await expect(teacher).toHaveURL(/\/teacher\/dashboard$/);
  await teacher.goto(`/vacancies/${vacancyId}`);
  await expect(teacher.getByRole('heading', { level: 1, name: position })).toBeVisible();
  await teacher.getByRole('button', { name: 'Apply now' }).click();
  await teacher.getByRole('button', { name: 'Yes, apply' }).click();
  await expect(teacher.getByRole('link', { name: 'View application' })).toBeVisible();

  // The recruiter ranks the applicants, reads the application and makes her a candidate.
  await school.getByRole('link', { name: /^View applicants/ }).click();
  await expect(school.getByRole('heading', { level: 1, name: `Applicants for ${position}` })).toBeVisible();
  const ranked = school.getByRole('table', { name: 'Applicants ranked by match' });
  await expect(ranked.getByRole('row')).toHaveCount(2);
  await expect(ranked.getByRole('row').nth(1)).toContainText(/\d+%/);
  await expectNoA11yViolations(school);
  await ranked.getByRole('link', { name: 'View application: Demo Teacher' }).click();
  await expect(school.getByRole('heading', { level: 1, name: 'Demo Teacher' })).toBeVisible();
  // Her resume downloads through the school's authorised endpoint, as an attachment.
  const resume = school.getByRole('region', { name: 'Documents' }).getByRole('link', { name: /demo-teacher-resume\.pdf/ });
  const download = await school.request.get((await resume.getAttribute('href'))!);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-disposition']).toMatch(/^attachment/);
  await expect(school.getByRole('region', { name: 'Disclosures' })).toBeVisible();
  await expectNoA11yViolations(school);
  await school.getByRole('radio', { name: 'Candidate' }).check();
  await school.getByLabel('Note to the teacher (optional)').fill('We would like to interview you next week.');
  await school.getByRole('button', { name: 'Update status' }).click();
  await expect(school.getByText('Status updated. The teacher has been notified.')).toBeVisible();

  // The teacher sees the new status, and was told by e-mail.
  await teacher.goto('/teacher/applications');
  const row = teacher.getByRole('row', { name: new RegExp(position) });
  await expect(row).toContainText('Candidate');
  await expect
    .poll(async () => (await mails(teacher, 'teacher@demo.test', /status of your TeachBay application/)).length, { timeout: 15_000 })
    .toBeGreaterThan(0);
});
