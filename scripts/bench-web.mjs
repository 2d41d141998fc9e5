// Measures each public route and one job page (from the server's sitemap) with Lighthouse 12,
// mobile preset, and prints the initial JavaScript each route loads (gzipped, from the
// pre-compressed files in web/dist) beside the four Lighthouse scores and the Core Web Vitals
// Lighthouse measures. Scores vary from run to run, the more on a busy machine: each route is
// measured BENCH_RUNS times (3 unless set) and each score and metric shown is the median of its
// runs, with the lowest performance score beside it. (The median of each metric, not the metrics
// of the run with the median score: when every run scores 100, that run is any of them.)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run ' +
  '--disable-background-networking --disable-component-update --disable-sync';
const base = process.argv[2];
const dist = new URL('../web/dist/', import.meta.url).pathname;

// The site's pages, and one job page: the sitemap lists every open vacancy after the pages.
const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
const job = listed.find((path) => path.startsWith('/vacancies/'));
const allRoutes = [...listed.filter((path) => !path.startsWith('/vacancies/')), ...(job ? [job] : [])];
const routes = process.env.BENCH_ROUTES ? process.env.BENCH_ROUTES.split(/\s+/).filter(Boolean) : allRoutes;

function gzippedSize(path) {
  const file = join(dist, path);
  if (existsSync(`${file}.gz`)) return readFileSync(`${file}.gz`).length;
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

const runs = Number(process.env.BENCH_RUNS ?? 3);
const work = mkdtempSync(join(tmpdir(), 'teachbay-lh-'));
const out = join(work, 'report.json');

// Now and then Lighthouse cannot connect to the Chromium it started ("Unable to connect to
// Chrome"): such a run is tried again, up to ATTEMPTS times, rather than losing the whole table.
const ATTEMPTS = 3;

function lighthouse(route) {
  for (let attempt = 1; ; attempt++) {
    try {
      execFileSync('npx', ['--yes', LIGHTHOUSE, `${base}${route}`, '--quiet', '--output=json', `--output-path=${out}`,
        '--only-categories=performance,accessibility,best-practices,seo', `--chrome-flags=${CHROME_FLAGS}`],
      { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' } });
      return JSON.parse(readFileSync(out, 'utf8'));
    } catch (error) {
      if (attempt === ATTEMPTS) throw error;
      console.error(`Lighthouse failed on ${route} (attempt ${attempt} of ${ATTEMPTS}); trying again`);
    }
  }
}

// median of an odd count is the middle value; of an even one, the lower middle.
const median = (values) => values.toSorted((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

const rows = [];
for (const route of routes) {
  const reports = Array.from({ length: runs }, () => lighthouse(route));
  // The scripts the page loads do not vary from run to run.
  const scripts = reports[0].audits['network-requests'].details.items
    .filter((r) => r.resourceType === 'Script' && r.url.startsWith(base))
    .map((r) => new URL(r.url).pathname);
  const js = scripts.reduce((sum, p) => sum + gzippedSize(p), 0);
  const scores = (id) => reports.map((r) => Math.round(r.categories[id].score * 100));
  const score = (id) => median(scores(id));
  const metric = (id) => median(reports.map((r) => r.audits[id].numericValue));
  rows.push({
    route,
    'initial JS (KB gz)': (js / 1024).toFixed(1),
    performance: score('performance'),
    lowest: Math.min(...scores('performance')),
    accessibility: score('accessibility'),
    'best practices': score('best-practices'),
    seo: score('seo'),
    'LCP (ms)': Math.round(metric('largest-contentful-paint')),
    CLS: metric('cumulative-layout-shift').toFixed(3),
    'TBT (ms)': Math.round(metric('total-blocking-time')),
  });
  console.error(`measured ${route}`);
}
rmSync(work, { recursive: true, force: true });
console.table(rows);
