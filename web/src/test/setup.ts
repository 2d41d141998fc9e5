import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { server } from './api/server';

// jsdom has no layout engine: stand-ins for the browser APIs the app calls.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};
// jsdom has no <dialog> behaviour: open and close it as a browser does, without the top layer.
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  if (!this.hasAttribute('open')) return;
  this.removeAttribute('open');
  this.dispatchEvent(new Event('close'));
};
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

// The suite runs two files at a time on two cores (vitest.config.ts): a screen that waits for a
// lazily loaded page or an answer gets more than the default second before a test gives up.
configure({ asyncUtilTimeout: 3000 });

// The API of every test is the fake its handlers make (src/test/api): a request none answers fails.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  server.resetHandlers();
  // Every test starts without server data: the features share one client, as in the app.
  queryClient.clear();
  localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  await initI18n('en');
});
