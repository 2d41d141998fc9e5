import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/test/setup.ts'],
      restoreMocks: true,
      // Vitest leaves a core free by default; the test machines have two, and the suite is
      // CPU-bound, so both work (about 150 s instead of 230 s).
      maxWorkers: 2,
      // A busy machine slows the longest journeys (a whole form filled in) past the default 5 s.
      testTimeout: 15_000,
    },
  }),
);
