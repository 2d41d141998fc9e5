import '@/styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { findRoute } from '@/app/routes';
import { initI18n } from '@/lib/i18n';

const container = document.getElementById('app');
if (!container) throw new Error('TeachBay: the #app element is missing from index.html');

// Texts and the first page's code download together and are ready before the first render:
// a Spanish visitor never sees English flash by, and the page appears whole, header and all.
await Promise.all([initI18n(), findRoute(window.location.pathname).load()]);

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
