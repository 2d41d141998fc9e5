import '@/styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { findRoute } from '@/app/routes';
import { initI18n, readStoredLanguage } from '@/lib/i18n';

const container = document.getElementById('app');
if (!container) throw new Error('TeachBay: the #app element is missing from index.html');

// The first page's code and texts download together and are ready before the first render:
// a Spanish visitor never sees English flash by, and the page appears whole, header and all.
const route = findRoute(window.location.pathname);
await Promise.all([initI18n(readStoredLanguage(), route.namespaces), route.load()]);

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
