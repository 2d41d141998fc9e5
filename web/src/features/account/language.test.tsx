import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '@/lib/api-types';
import { STORAGE_KEY } from '@/lib/i18n';
import { ANA, SAM } from '@/test/api/fixtures';
import { fakeApi, signIn, signOut, type SentRequest } from '@/test/api/requests';
import { http } from '@/test/api/server';
import { renderApp } from '@/test/render-app';

// The first test also waits for the pages' chunks and texts to load.
const LOAD = { timeout: 10_000 };

/**
 * fakeLanguageApi stands in for the accounts API around the account's language: `me` is who is
 * signed in (null for a visitor); PUT /api/me/language sets their language and answers them.
 * A login answers ANA with the account's `language`, after the code 123456 for `mfa`.
 */
function fakeLanguageApi(me: User | null, login: { language: User['language']; mfa?: boolean } = { language: 'en' }) {
  const requests: SentRequest[] = [];
  const unauthenticated = { code: 'unauthenticated', message: '' };
  let user = me;
  const api = fakeApi(requests, [
    http.get('/api/auth/me', ({ response }) => (user ? response(200).json({ user }) : response(401).json(unauthenticated))),
    http.post('/api/auth/refresh', ({ response }) => response(401).json(unauthenticated)),
    http.post('/api/auth/login', ({ response }) => {
      if (login.mfa) return response(200).json({ mfaRequired: true });
      user = { ...ANA, language: login.language };
      return response(200).json({ user });
    }),
    http.post('/api/auth/mfa', ({ response }) => {
      user = { ...ANA, language: login.language, mfaEnabled: true };
      return response(200).json({ user });
    }),
    http.put('/api/me/language', async ({ request, response }) => {
      if (!user) return response(401).json(unauthenticated);
      const { language } = await request.json();
      user = { ...user, language };
      return response(200).json({ user });
    }),
    http.get('/api/me/settings', ({ response }) => response(200).json({ consentContact: true, jobRecommendations: false, newsletter: false })),
  ]);
  return api;
}

const languageCookie = () => document.cookie.match(/(?:^|; )language=(\w+)/)?.[1];

afterEach(() => {
  signOut();
  document.cookie = 'language=; Max-Age=0; Path=/';
});

describe("the header's language switch", () => {
  it("saves a signed-in user's choice as their account's language", async () => {
    signIn();
    const api = fakeLanguageApi(ANA);
    const { user } = renderApp('/');
    await screen.findByRole('button', { name: 'Account menu for Ana' }, LOAD);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'es');

    expect(await screen.findByRole('link', { name: 'Inicio' })).toBeInTheDocument();
    await waitFor(() => expect(api.bodies('PUT', '/me/language')).toEqual([{ language: 'es' }]));
  });

  it("changes only this browser's language for a visitor", async () => {
    const api = fakeLanguageApi(null);
    const { user } = renderApp('/');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'es');

    expect(await screen.findByRole('link', { name: 'Inicio' })).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEY)).toBe('es');
    expect(api.sent('/me/language')).toEqual([]);
  });

  it('still switches the page when the account cannot be saved', async () => {
    signIn(); // a session hint whose session has ended
    const api = fakeLanguageApi(null);
    const { user } = renderApp('/');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'es');

    expect(await screen.findByRole('link', { name: 'Inicio' })).toBeInTheDocument();
    await waitFor(() => expect(api.sent('/me/language')).toEqual(['PUT /me/language']));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('a login', () => {
  async function logIn(path: string) {
    const view = renderApp(path);
    await view.user.type(await screen.findByLabelText(/E-mail address/, undefined, LOAD), 'ana@example.com');
    await view.user.type(screen.getByLabelText(/^Password/), 'bayshore sunsets');
    await view.user.click(screen.getByRole('button', { name: 'Log in' }));
    return view;
  }

  it("takes the account's language, in this browser too", async () => {
    fakeLanguageApi(null, { language: 'es' });
    await logIn('/user/login?next=%2F');

    expect(await screen.findByRole('link', { name: 'Inicio' }, LOAD)).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem(STORAGE_KEY)).toBe('es');
    expect(languageCookie()).toBe('es');
  });

  it("takes the account's language after the authenticator's code", async () => {
    fakeLanguageApi(null, { language: 'es', mfa: true });
    const { user } = await logIn('/user/login?next=%2F');
    await user.type(await screen.findByLabelText(/^Authentication code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('link', { name: 'Inicio' }, LOAD)).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEY)).toBe('es');
  });
});

describe("the account's language setting", () => {
  it("shows the account's language, saves another and confirms in it", async () => {
    signIn();
    const api = fakeLanguageApi(ANA);
    const { user } = renderApp('/teacher/settings');
    const group = await screen.findByRole('group', { name: 'Language of TeachBay and of your e-mails' }, LOAD);
    expect(within(group).getByRole('radio', { name: 'English' })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: 'Español' }));
    await user.click(screen.getByRole('button', { name: 'Save language' }));

    expect(await screen.findByText('Tu idioma está guardado.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('heading', { level: 2, name: 'Idioma' })).toBeInTheDocument();
    expect(api.bodies('PUT', '/me/language')).toEqual([{ language: 'es' }]);
    expect(localStorage.getItem(STORAGE_KEY)).toBe('es');
    expect(within(screen.getByRole('group', { name: 'Idioma de TeachBay y de tus correos' })).getByRole('radio', { name: 'Español' })).toBeChecked();
  });

  it('says so when the language cannot be saved, and keeps the page as it was', async () => {
    signIn();
    const api = fakeLanguageApi(ANA);
    api.reply('PUT /me/language', { status: 500, body: { code: 'internal', message: 'boom' } });
    const { user } = renderApp('/teacher/settings');
    await user.click(await screen.findByRole('radio', { name: 'Español' }, LOAD));
    await user.click(screen.getByRole('button', { name: 'Save language' }));

    const section = screen.getByRole('region', { name: 'Language' });
    expect(await within(section).findByRole('alert')).toHaveTextContent('We could not save your language. Please try again.');
    expect(document.documentElement.lang).toBe('en');
  });

  it("follows the header's switch while the page is open", async () => {
    signIn();
    fakeLanguageApi(ANA);
    const { user } = renderApp('/teacher/settings');
    await screen.findByRole('radio', { name: 'English' }, LOAD);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'es');

    const group = await screen.findByRole('group', { name: 'Idioma de TeachBay y de tus correos' });
    await waitFor(() => expect(within(group).getByRole('radio', { name: 'Español' })).toBeChecked());
  });

  it.each([
    ['a school user', SAM, '/school/settings'],
    ['an admin', { ...SAM, role: 'admin', organizationId: null } satisfies User, '/admin'],
  ])('is on the settings of %s', async (_, who, path) => {
    signIn();
    fakeLanguageApi({ ...who, language: 'es' });
    renderApp(path);
    const group = await screen.findByRole('group', { name: 'Language of TeachBay and of your e-mails' }, LOAD);
    expect(within(group).getByRole('radio', { name: 'Español' })).toBeChecked();
  });
});
