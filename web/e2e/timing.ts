import { appendFileSync } from 'node:fs';

/**
 * Playwright's global set-up (playwright.config.ts): it runs once the test servers answer, so it
 * says how long they took to start (the stand-ins, versitygw, the demo seed and TeachBay itself),
 * and the teardown it returns says how long the tests took. make test (scripts/test.sh) puts both
 * in its summary through the file named by TEACHBAY_E2E_PARTS.
 */
export default function timing() {
  report(`test servers ${Math.round(process.uptime())} s`);
  const started = Date.now();
  return () => report(`tests ${Math.round((Date.now() - started) / 1000)} s`);
}

/** report prints one part of the run's time, and adds it to make test's summary. */
function report(part: string) {
  console.log(`e2e: ${part}`);
  const parts = process.env.TEACHBAY_E2E_PARTS;
  if (parts) appendFileSync(parts, `${part}\n`);
}
