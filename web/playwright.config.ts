import { defineConfig, devices } from '@playwright/test';

// Set E2E_BASE_URL to test a server that is already running (for example `vite preview`);
// without it the tests start the real Go binary, which serves the built SPA.
const externalBaseURL = process.env.E2E_BASE_URL;
const port = process.env.E2E_PORT ?? '8099';
const baseURL = externalBaseURL ?? `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
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
  webServer: externalBaseURL
    ? undefined
    : {
        command: '../bin/teachbay serve',
        url: `${baseURL}/readyz`,
        env: { HTTP_ADDR: `127.0.0.1:${port}`, APP_ENV: 'development' },
        timeout: 60_000,
        reuseExistingServer: false,
      },
});
