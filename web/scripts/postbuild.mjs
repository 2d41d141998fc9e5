// Runs after `vite build`: publishes the route table (src/app/routes.json: paths, visibility,
// page and referrer policies) and the page titles and descriptions for the Go server, and
// pre-compresses the static files so the server can send them without compressing.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'dist');
const languages = ['en', 'es'];
const minSize = 1024;
// Formats that are already compressed gain nothing from another pass.
const skip = /\.(gz|br|png|jpe?g|gif|webp|avif|ico|woff2?|mp4|webm|zip|pdf)$/i;
const rootFiles = /\.(svg|txt|json)$/i;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

async function writeMeta() {
  const table = JSON.parse(await readFile(join(root, 'src', 'app', 'routes.json'), 'utf8'));
  const meta = { routes: table.map(({ path, page, visibility, policy, referrer }) => ({ path, page, visibility, policy, referrer })), languages: {} };
  for (const language of languages) {
    const file = join(root, 'src', 'locales', language, 'meta.json');
    meta.languages[language] = JSON.parse(await readFile(file, 'utf8'));
  }
  await writeFile(join(dist, 'meta.json'), `${JSON.stringify(meta, null, 2)}\n`);
}

async function filesIn(dir, pattern) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && pattern.test(entry.name) && !skip.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

async function compress(file) {
  const data = await readFile(file);
  const [gz, br] = await Promise.all([
    gzipAsync(data, { level: 9 }),
    brotliAsync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  ]);
  await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)]);
}

await writeMeta();

const assets = await filesIn(join(dist, 'assets'), /./);
const topLevel = (await readdir(dist, { withFileTypes: true }))
  .filter((entry) => entry.isFile() && rootFiles.test(entry.name))
  .map((entry) => join(dist, entry.name));

let count = 0;
for (const file of [...assets, ...topLevel]) {
  if ((await stat(file)).size <= minSize) continue;
  await compress(file);
  count += 1;
}
console.log(`postbuild: wrote dist/meta.json, compressed ${count} files (.gz and .br)`);
