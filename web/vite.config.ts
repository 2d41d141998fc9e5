import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { searchIndex } from './vite-plugins/search-index.ts';

export default defineConfig({
  plugins: [react(), searchIndex()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // `npm run dev` serves the app with hot reload and passes /api to a running Go server.
  server: {
    proxy: { '/api': { target: process.env.API_URL ?? 'http://127.0.0.1:8080', changeOrigin: false } },
  },
  build: {
    // scripts/prerender.mjs reads which files each page needs, then removes it.
    manifest: true,
    modulePreload: {
      // Every browser the site supports knows modulepreload.
      polyfill: false,
      // src/main.tsx loads the app (src/boot.tsx) once the page is on screen; the browser finds the
      // app's imports in it, so the entry carries no list of them to preload.
      resolveDependencies: (file, deps) => (/(^|\/)boot-[\w-]+\.js$/.test(file) ? [] : deps),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries every page runs on change rarely: one chunk keeps them cached
          // across releases. Libraries used by a single page stay in that page's chunk, and so
          // does react-i18next's <Trans> (with its HTML parser), which only the subscription's
          // texts use: 4 KB every other page would download for nothing.
          groups: [
            {
              name: 'framework',
              test: (id: string) =>
                /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next)[\\/]/.test(id) &&
                !/[\\/]react-i18next[\\/].*[\\/]Trans/.test(id),
            },
            // Server data's library loads with the first page that fetches, in one chunk rather
            // than the handful of small ones its modules would otherwise make: each file the page
            // waits for costs a request.
            { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
            // The form libraries load with the first form on screen, in a chunk of their own that
            // pages without a form never download.
            {
              name: 'forms',
              test: /[\\/]node_modules[\\/](react-hook-form|@hookform[\\/]resolvers|@standard-schema|valibot)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
