import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Set E2E_BASE_URL to test a server that is already running (for example `vite preview`);
// without it the tests start the real Go binary, which serves the built SPA.
const externalBaseURL = process.env.E2E_BASE_URL;
const port = Number(process.env.E2E_PORT ?? 8099);
// The fake services listen on the five ports below the server's, so that runs given different
// E2E_PORTs (in several checkouts at once) do not meet.
const ports = { s3: port - 5, mailbox: port - 4, smtp: port - 3, places: port - 2, siteverify: port - 1 };
// The workers read the mailbox's port (e2e/support.ts, mails); they load this file again and inherit it.
process.env.TEACHBAY_E2E_MAILBOX_PORT = String(ports.mailbox);
const serverLog = process.env.TEACHBAY_SERVER_LOG;
const baseURL = externalBaseURL ?? `http://127.0.0.1:${port}`;

// With VERSITYGW set (make test sets it), uploads go to a real S3-compatible server, versitygw, in
// a fresh directory; without it, to the local disk in a fresh directory. The Go tests cover both.
const versitygw = process.env.VERSITYGW;
const scratch = mkdtempSync(join(tmpdir(), 'teachbay-e2e-'));
const storage: Record<string, string> = versitygw
  ? {
      S3_BUCKET: 'teachbay',
      S3_ENDPOINT: `http://127.0.0.1:${ports.s3}`,
      S3_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'e2e-access',
      S3_SECRET_ACCESS_KEY: 'e2e-secret-key',
    }
  : { UPLOADS_DIR: join(scratch, 'uploads') };
const s3Server = {
  // The posix backend keeps each top-level directory as a bucket, its metadata in a sidecar.
  command:
    `mkdir -p ${scratch}/data/teachbay ${scratch}/meta && exec ${versitygw} --access e2e-access ` +
    `--secret e2e-secret-key --port 127.0.0.1:${ports.s3} --health /health --quiet posix --sidecar ${scratch}/meta ${scratch}/data`,
  url: `http://127.0.0.1:${ports.s3}/health`,
  timeout: 10_000,
  reuseExistingServer: false,
};

// The sign-ins of every worker claim their TOTP steps here (e2e/support.ts, totpCode): the runner
// makes it, and the workers, which load this file again, inherit its name.
process.env.TEACHBAY_E2E_TOTP_STEPS ??= mkdtempSync(join(tmpdir(), 'teachbay-e2e-totp-'));

export default defineConfig({
  testDir: './e2e',
  // Says how long the servers below took to start, and then the tests (e2e/timing.ts).
  globalSetup: './e2e/timing.ts',
  // Two tests at a time, the tests of a file in order unless it says otherwise (a11y.spec.ts's
  // walks of every page run at once).
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  use: {
    baseURL,
    trace: 'off',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--headless=new',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  // The machines that run the tests are offline: a stand-in for Google's siteverify endpoint
  // checks the contact form's captcha tokens (the browser side is faked in e2e/contact.spec.ts),
  // one for Google's Places API answers the server's nearby searches, and a mail catcher receives
  // the server's e-mails. There is no browser maps key: the housing page shows its school list,
  // as it does wherever the map cannot load.
  webServer: externalBaseURL
    ? undefined
    : [
        {
          command: `SITEVERIFY_PORT=${ports.siteverify} node e2e/fake-recaptcha/siteverify.mjs`,
          url: `http://127.0.0.1:${ports.siteverify}/health`,
          timeout: 10_000,
          reuseExistingServer: false,
        },
        {
          command: `PLACES_PORT=${ports.places} node e2e/fake-google-places/places.mjs`,
          url: `http://127.0.0.1:${ports.places}/health`,
          timeout: 10_000,
          reuseExistingServer: false,
        },
        {
          command: `SMTP_PORT=${ports.smtp} MAILBOX_PORT=${ports.mailbox} node e2e/fake-smtp/server.mjs`,
          url: `http://127.0.0.1:${ports.mailbox}/health`,
          timeout: 10_000,
          reuseExistingServer: false,
        },
        ...(versitygw ? [s3Server] : []),
        {
          // The demo accounts are seeded here, so that the demo teacher's files are in this run's
          // file store (run with DEMO_SEED=0 scripts/with-postgres.sh).
          // make test keeps the server's log (TEACHBAY_SERVER_LOG) and scans it for secrets.
          command: `../bin/teachbay seed --demo > /dev/null && exec ../bin/teachbay serve${serverLog ? ` >> '${serverLog}' 2>&1` : ''}`,
          url: `${baseURL}/readyz`,
          env: {
            HTTP_ADDR: `127.0.0.1:${port}`,
            APP_ENV: 'development',
            // The tests' own requests come from 127.0.0.1. Those that stand for other people's
            // machines (the new teachers of e2e/support.ts, applyAsNewTeacher) say so in
            // X-Forwarded-For, so each counts against her own limits, as on the real site.
            TRUSTED_PROXIES: '127.0.0.1',
            RECAPTCHA_SITE_KEY: 'e2e-site-key',
            RECAPTCHA_SECRET: 'e2e-secret',
            RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${ports.siteverify}/siteverify`,
            GOOGLE_MAPS_SERVER_KEY: 'e2e-server-key',
            // E-mails go to e2e/fake-smtp, where the account journeys read their links.
            MAIL_TRANSPORT: 'smtp',
            SMTP_HOST: '127.0.0.1',
            SMTP_PORT: String(ports.smtp),
            SMTP_SECURITY: 'none',
            GOOGLE_MAPS_BASE_URL: `http://127.0.0.1:${ports.places}`,
            ...storage,
          },
          timeout: 60_000,
          reuseExistingServer: false,
        },
      ],
});
