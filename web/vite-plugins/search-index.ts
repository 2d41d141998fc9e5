import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { buildSearchIndex, type LocaleTexts } from '../src/features/search/build-search-index.ts';

const PREFIX = 'virtual:search-index/';
// The resolved id names the chunk in the build: search-index-en-<hash>.js.
const RESOLVED_PREFIX = '\0search-index-';

/**
 * searchIndex serves `virtual:search-index/<language>`: the site-search index of one
 * language, built from the locale files in src/locales/<language> whenever it is loaded
 * (`vite build`, `vite dev` and Vitest alike), so it always matches the texts on the pages.
 * Each language becomes its own small chunk, fetched only when the search needs it.
 */
export function searchIndex(): Plugin {
  let localesDir = '';

  return {
    name: 'teachbay:search-index',
    configResolved(config) {
      localesDir = join(config.root, 'src', 'locales');
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? RESOLVED_PREFIX + id.slice(PREFIX.length) : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined;
      const language = id.slice(RESOLVED_PREFIX.length);
      const dir = join(localesDir, language);
      if (!/^[a-z]{2}$/.test(language) || !existsSync(dir)) {
        this.error(`search index: no locale folder for "${language}"`);
      }

      const texts: LocaleTexts = {};
      for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
        const path = join(dir, file);
        // Editing a locale file in `vite dev` rebuilds the index.
        this.addWatchFile(path);
        try {
          texts[file.slice(0, -'.json'.length)] = JSON.parse(readFileSync(path, 'utf8'));
        } catch (error) {
          this.error(`search index: cannot read ${path}: ${(error as Error).message}`);
        }
      }
      return `export default ${JSON.stringify(buildSearchIndex(texts))};\n`;
    },
  };
}
