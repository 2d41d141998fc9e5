import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// The files that replace a module (vi.mock) need a module graph of their own: a module another
// file loaded first would keep the real one. They are found by reading the test files.
const root = fileURLToPath(new URL('.', import.meta.url));
const replacingModules = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `src/${file}`)
  .filter((file) => readFileSync(join(root, file), 'utf8').includes('vi.mock('));

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      restoreMocks: true,
      // A test's stand-ins for browser globals (fetch, IntersectionObserver) end with it.
      unstubGlobals: true,
      // Vitest leaves a core free by default; the test machines have two, and the suite is
      // CPU-bound, so both work.
      maxWorkers: 2,
      // A busy machine slows the longest journeys (a whole form filled in) past the default 5 s.
      testTimeout: 15_000,
      projects: [
        {
          extends: true,
          test: {
            name: 'shared',
            include: ['src/**/*.test.{ts,tsx}'],
            exclude: replacingModules,
            // The files of a worker share one page and one module graph (about 140 s instead of
            // 300 s): the setup file resets what a test may leave (data, storage, cookies,
            // language, timers, globals).
            isolate: false,
          },
        },
        { extends: true, test: { name: 'isolated', include: replacingModules } },
      ],
    },
  }),
);
