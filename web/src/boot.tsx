// The app itself, loaded by src/main.tsx once the page is on screen.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { findRoute } from '@/app/routes';
import { initI18n, readStoredLanguage, startLanguage } from '@/lib/i18n';

const container = document.getElementById('app');
if (!container) throw new Error('TeachBay: the #app element is missing from index.html');

// A public page arrives pre-rendered (scripts/prerender.mjs) in the language the server chose, as
// <html lang> says: it is hydrated in that language. Any other page arrives empty, with the same
// <html lang>. Either starts in the visitor's choice when there is one (an address's lang=, else
// local storage), a pre-rendered page once it is hydrated (src/app/app.tsx); otherwise in the
// language served (startLanguage in src/lib/i18n.ts).
const prerendered = container.firstElementChild !== null;
const { language, switchTo, remember } = startLanguage(
  document.documentElement.lang,
  window.location.search,
  readStoredLanguage(),
  prerendered,
);

// The first page's code and texts download together and are ready before the first render:
// a Spanish visitor never sees English flash by, and the page appears whole, header and all.
// Each step is a task of its own, with the browser free to paint and answer in between.
const nextTask = () => new Promise((resolve) => setTimeout(resolve));
const route = findRoute(window.location.pathname);
await nextTask();
const texts = initI18n(language, route.namespaces, remember);
await nextTask();
await Promise.all([texts, route.load()]);
await nextTask();

const app = (
  <StrictMode>
    <App switchTo={switchTo} />
  </StrictMode>
);
// A page is pre-rendered for its path alone: one asked for with a query (a search, a filter, a
// link from a newsletter) or a hash (a tab) may show something else, so the app renders it anew
// over the served one. Either is a transition: React works in slices of a few milliseconds and
// lets the browser answer a tap or a scroll in between, instead of holding the page for the
// whole render.
startTransition(() => {
  if (prerendered && window.location.search === '' && window.location.hash === '') hydrateRoot(container, app);
  else createRoot(container).render(app);
});
