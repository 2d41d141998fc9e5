import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';

// jsdom has no layout engine: stand-ins for the browser APIs the app calls.
window.scrollTo = () => {};
window.matchMedia = (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

await initI18n('en');

afterEach(async () => {
  cleanup();
  // Every test starts without server data: the features share one client, as in the app.
  queryClient.clear();
  localStorage.clear();
  await initI18n('en');
});
