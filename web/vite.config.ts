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
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries every page runs on change rarely: one chunk keeps them cached
          // across releases. Libraries used by a single page stay in that page's chunk.
          groups: [
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next)[\\/]/,
            },
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
