// Runs after the client build (dist/) and the server build of src/entry-server.tsx (dist-ssr/):
// renders each public page of src/app/routes.json, and /search, in every language to a whole
// document, dist/pages/<language>/<page>.html, whose head holds the styles it needs, so the
// first paint needs no JavaScript and no stylesheet. The job page becomes dist/pages/job.json, the templates and
// texts the server writes each vacancy's page with, and the referee's page as a browser without
// JavaScript reads it becomes dist/pages/referee.json. The Go server picks the document by route
// and `language` cookie (internal/httpapi/spa.go).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'dist');
const started = performance.now();

const { render, renderJobPage, renderRefereePage, LANGUAGES } = await import(pathToFileURL(join(root, 'dist-ssr', 'entry-server.js')).href);
const table = JSON.parse(await readFile(join(root, 'src', 'app', 'routes.json'), 'utf8'));
const index = await readFile(join(dist, 'index.html'), 'utf8');
// The client build's manifest says which files each module needs; the server does not serve it.
const manifestDir = join(dist, '.vite');
const manifest = JSON.parse(await readFile(join(manifestDir, 'manifest.json'), 'utf8'));
await rm(manifestDir, { recursive: true });

// The route table's pages that are rendered: the public ones, the search page's empty state and
// the referee's form's frame (what its link's token holds loads with the app).
const rendered = table.filter((route) => route.visibility === 'public' || route.path === '/search' || route.path === '/reference');

// The entry's stylesheet, which index.html links: the global styles every page starts from.
const entryStyles = /<link rel="stylesheet"[^>]* href="\/(assets\/[^"]+\.css)">/.exec(index);
if (!entryStyles) throw new Error('prerender: index.html links no stylesheet');

// headStyles returns what a page's head needs for its first paint: the global styles, the app
// frame's (header, footer, shared components), its own and those of the modules they import,
// all in one <style>, so that the browser lays the page out once, with every rule, without
// waiting for a stylesheet. Each stylesheet of the app's modules is still named by a <link>, so
// that the app's module loader, which adds the stylesheets of the pages a visitor moves on to,
// sees these are in place. Its type is one no browser loads: a `disabled` link is still fetched,
// at the highest priority, beside the page's image, and a stylesheet added to the page, even one
// whose media matches nothing, makes the browser work out every element's style again.
// The app's code is not preloaded: it loads once the page is on screen (src/main.tsx).
async function headStyles(page) {
  const css = new Set();
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('src/boot.tsx');
  visit(`src/pages/${page}/index.tsx`);
  const files = [...css].filter((file) => file !== entryStyles[1]);
  const rules = await Promise.all([entryStyles[1], ...files].map((file) => readFile(join(dist, file), 'utf8')));
  if (rules.some((text) => text.includes('</'))) throw new Error('prerender: a stylesheet holds "</"');
  const links = files.map((file) => `<link rel="stylesheet" href="/${file}" type="text/x-inlined">`);
  return [`<style>${rules.join('\n')}</style>`, ...links].join('\n    ');
}

function documentOf(html, head) {
  if (!index.includes('<div id="app"></div>')) throw new Error('prerender: index.html has no empty #app');
  return index
    .replace(entryStyles[0], head)
    .replace('<div id="app"></div>', `<div id="app">${html}</div>`);
}

for (const language of LANGUAGES) {
  await mkdir(join(dist, 'pages', language), { recursive: true });
  for (const route of rendered) {
    const html = await render(route.path, language);
    await writeFile(join(dist, 'pages', language, `${route.page}.html`), documentOf(html, await headStyles(route.page)));
  }
}

const job = table.find((route) => route.path === '/vacancies/:id');
const jobPages = {};
for (const language of LANGUAGES) {
  const { open, closed, ...texts } = await renderJobPage(language);
  const head = await headStyles(job.page);
  jobPages[language] = { open: documentOf(open, head), closed: documentOf(closed, head), ...texts };
}
await writeFile(join(dist, 'pages', 'job.json'), JSON.stringify(jobPages));

const refereePages = {};
for (const language of LANGUAGES) refereePages[language] = await renderRefereePage(language);
await writeFile(join(dist, 'pages', 'referee.json'), JSON.stringify(refereePages));

const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`prerender: ${rendered.length} pages and the job and referee pages in ${LANGUAGES.length} languages, ${seconds} s`);
