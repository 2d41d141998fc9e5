// Generates the web app's API types (src/lib/api-schema.d.ts) from the HTTP contract,
// internal/httpapi/openapi.yaml, with openapi-typescript (a dev dependency: nothing of it reaches
// the bundle). `node scripts/api-types.mjs` writes the file; with `--check` it writes nothing and
// fails when the committed file is not what the document generates, so a document changed without
// `npm run api-types` fails `npm run typecheck`. It reads only local files: it works offline.
import { readFile, writeFile } from 'node:fs/promises';
import openapiTS, { astToString } from 'openapi-typescript';

const contract = new URL('../../internal/httpapi/openapi.yaml', import.meta.url);
const target = new URL('../src/lib/api-schema.d.ts', import.meta.url);

const HEADER = `// Generated from internal/httpapi/openapi.yaml by scripts/api-types.mjs: do not edit.
// Change the document, then run \`npm run api-types\`; \`npm run typecheck\` fails while this file is stale.
// Use the names of src/lib/api-types.ts rather than this file.

`;

const generated = HEADER + astToString(await openapiTS(contract, { alphabetize: false }));

if (process.argv.includes('--check')) {
  const committed = await readFile(target, 'utf8').catch(() => '');
  if (committed !== generated) {
    console.error('src/lib/api-schema.d.ts is stale: internal/httpapi/openapi.yaml changed. Run `npm run api-types` and commit the result.');
    process.exit(1);
  }
} else {
  await writeFile(target, generated);
}
