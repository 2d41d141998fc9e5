import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Import boundaries (CONVENTIONS.md): imports flow shared code (src/components, src/lib) →
// features → pages and app. Shared code imports no feature, page or app module; a feature imports
// no page, no app module and no other feature; pages and app import anything. Both `@/` imports
// and relative `../` escapes are refused. A relative path is judged by how many folders it climbs,
// so the rules are made for each folder depth under a zone, down to MAX_DEPTH folders.
const MAX_DEPTH = 6;
const FEATURES = readdirSync(new URL('./src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const SHARED_MESSAGE =
  'Shared code (src/components, src/lib) may not import features, pages or the app: pass what it needs in, or move the code to src/lib.';
const FEATURE_MESSAGE =
  'A feature may not import another feature, a page or the app: move shared code to src/components or src/lib, and compose features in a page.';

/** up matches `n` leading `../` of a relative import (after an optional `./`). */
const up = (n) => `^(\\./)?(\\.\\./){${n}}`;

/** filesAt are the TypeScript files exactly `depth` folders below `root`. */
const filesAt = (root, depth) => [`${root}/${'*/'.repeat(depth)}*.{ts,tsx}`];

function restrict(files, patterns) {
  return { files, rules: { 'no-restricted-imports': ['error', { patterns }] } };
}

function boundaries() {
  const configs = [];
  for (let depth = 0; depth <= MAX_DEPTH; depth += 1) {
    // From `depth` folders below src/components or src/lib, depth + 1 `../` reach src.
    configs.push(
      restrict(
        ['src/components', 'src/lib'].flatMap((root) => filesAt(root, depth)),
        [
          { regex: '^@/(features|pages|app)(/|$)', message: SHARED_MESSAGE },
          { regex: `${up(depth + 1)}(features|pages|app)(/|$)`, message: SHARED_MESSAGE },
        ],
      ),
    );
    // From `depth` folders below src/features/<name>, depth + 1 `../` reach src/features.
    for (const feature of FEATURES) {
      configs.push(
        restrict(filesAt(`src/features/${feature}`, depth), [
          { regex: '^@/(pages|app)(/|$)', message: FEATURE_MESSAGE },
          { regex: `^@/features/(?!${feature}(/|$))`, message: FEATURE_MESSAGE },
          { regex: `${up(depth + 1)}(?!${feature}(/|$))[^./]`, message: FEATURE_MESSAGE },
          { regex: `${up(depth + 2)}(features|pages|app)(/|$)`, message: FEATURE_MESSAGE },
        ]),
      );
    }
  }
  return configs;
}

export default defineConfig([
  globalIgnores(['dist', 'dist-ssr', 'test-results', 'playwright-report']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    extends: [reactHooks.configs.flat['recommended-latest']],
  },
  ...boundaries(),
  {
    files: ['*.{js,ts}', 'scripts/**/*.mjs', 'e2e/**/*.ts'],
    languageOptions: { globals: globals.node },
  },
]);
