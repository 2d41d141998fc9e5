import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';
import { nextPath, type User } from './api/account';

const ana: User = {
  id: 'u-1', email: 'ana@example.com', firstName: 'Ana', lastName: 'Cruz', role: 'teacher', language: 'en',
  emailVerified: false, organizationId: null, mfaEnabled: false,
};

type Reply = { status: number; body?: unknown };

/**
 * fakeAuth stands in for the accounts API: `signedIn` is who /me answers for; `replies` answer
 * the next POSTs to a path. It records every request with its body.
 */
function fakeAuth(signedIn: User | null = null) {
  const state = { signedIn, sent: [] as { path: string; body: Record<string, string> }[] };
  const replies = new Map<string, Reply[]>();
  const json = (r: Reply) =>
    new Response(r.body === undefined ? null : JSON.stringify(r.body), {
      status: r.status,
      headers: { 'Content-Type': 'application/json' },
    });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input).replace(/^\/api/, '');
    if (init.method === 'POST') state.sent.push({ path, body: init.body ? JSON.parse(String(init.body)) : {} });
    const queued = replies.get(path)?.shift();
    if (queued) return json(queued);
    if (path === '/auth/me') return state.signedIn ? json({ status: 200, body: { user: state.signedIn } }) : json({ status: 401, body: { code: 'unauthenticated', message: '' } });
    if (path === '/auth/refresh') return json({ status: 401, body: { code: 'unauthenticated', message: '' } });
    if (path === '/auth/logout') {
      state.signedIn = null;
      document.cookie = 'tb_session=; Max-Age=0; Path=/'; // as the server's answer clears it
      return json({ status: 204 });
    }
    if (path === '/auth/invitation/status') return json({ status: 200, body: { status: 'pending' } });
    if (path.startsWith('/countries')) return json({ status: 200, body: [{ code: 'US', name: 'United States' }, { code: 'PH', name: 'Philippines' }] });
    return json({ status: 404, body: { code: 'not_found', message: '' } });
  });
  return {
    state,
    reply(path: string, r: Reply) {
      replies.set(path, [...(replies.get(path) ?? []), r]);
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('where a sign-in leads', () => {
  it.each([
    ['/teacher/dashboard?x=1', 'teacher', '/teacher/dashboard?x=1'],
    [null, 'school', '/school/dashboard'],
    [null, 'admin', '/admin'],
    ['//evil.example', 'teacher', '/teacher/dashboard'],
    ['/\\evil.example', 'teacher', '/teacher/dashboard'],
    ['https://evil.example', 'teacher', '/teacher/dashboard'],
  ] as const)('next=%s as %s goes to %s', (next, role, want) => {
    expect(nextPath(next, role)).toBe(want);
  });
});

describe('the login page', () => {
  it('sends the tab as the kind, then goes back where the visitor was sent from', async () => {
    const api = fakeAuth();
    api.reply('/auth/login', { status: 200, body: { user: { ...ana, role: 'school' } } });
    const { user } = renderApp('/user/login?next=%2Fschool%2Fdashboard');
    const tabs = await screen.findByRole('tablist', { name: 'I am signing in as' });
    expect(within(tabs).getByRole('tab', { name: 'Teacher' })).toHaveAttribute('aria-selected', 'true');
    within(tabs).getByRole('tab', { name: 'Teacher' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(tabs).getByRole('tab', { name: 'School' })).toHaveAttribute('aria-selected', 'true');
    expect(within(tabs).getByRole('tab', { name: 'School' })).toHaveFocus();
    expect(screen.getByText(/School district staff and TeachBay administrators/)).toBeInTheDocument();

    await user.type(screen.getByLabelText(/E-mail address/), 'ana@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'bayshore sunsets');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(api.state.sent[0]).toEqual({ path: '/auth/login', body: { email: 'ana@example.com', password: 'bayshore sunsets', kind: 'school' } }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent('Log in'));
  });

  it('on the wrong tab with the right password, chooses the tab of the account and says so', async () => {
    const api = fakeAuth();
    api.reply('/auth/login', { status: 401, body: { code: 'wrong_kind', message: 'x', kind: 'school' } });
    const { user } = renderApp('/user/login');
    await user.type(await screen.findByLabelText(/E-mail address/), 'sam@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'bayshore sunsets');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This account signs in on the other tab, which is now selected.');
    expect(screen.getByRole('tab', { name: 'School' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(api.state.sent.at(-1)?.body).toEqual({ email: 'sam@example.com', password: 'bayshore sunsets', kind: 'school' }));
  });

  it('explains a refused login and keeps what was typed; the password can be shown', async () => {
    const api = fakeAuth();
    api.reply('/auth/login', { status: 401, body: { code: 'invalid_credentials', message: 'x' } });
    api.reply('/auth/login', { status: 429, body: { code: 'rate_limited', message: 'x' } });
    const { user } = renderApp('/user/login');
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('All fields are required');
    expect(screen.getByLabelText(/E-mail address/)).toHaveFocus();
    expect(api.state.sent).toHaveLength(0);

    await user.type(screen.getByLabelText(/E-mail address/), 'ana@example.com');
    const password = screen.getByLabelText(/^Password/);
    await user.type(password, 'wrong password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The e-mail address or password is incorrect.');
    expect(screen.getByLabelText(/E-mail address/)).toHaveValue('ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts'));
  });

  it('speaks Spanish', async () => {
    await initI18n('es');
    fakeAuth();
    renderApp('/user/login');
    expect(await screen.findByRole('tab', { name: 'Docente' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Escuela' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute('href', '/user/forgot-password');
  });
});

describe('two-factor sign-in', () => {
  it('asks for the code of the app, starts again when it took too long, takes a recovery code and lands at home', async () => {
    const api = fakeAuth();
    for (let i = 0; i < 2; i += 1) api.reply('/auth/login', { status: 200, body: { mfaRequired: true } });
    api.reply('/auth/mfa', { status: 401, body: { code: 'unauthenticated', message: 'x' } });
    api.reply('/auth/mfa', { status: 401, body: { code: 'invalid_code', message: 'x' } });
    api.reply('/auth/mfa', { status: 200, body: { user: { ...ana, emailVerified: true, mfaEnabled: true } } });
    const { user, location } = renderApp('/user/login');
    await user.type(await screen.findByLabelText(/E-mail address/), 'ana@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'bayshore sunsets');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Enter the 6-digit code from your authenticator app.')).toBeInTheDocument();
    const code = screen.getByLabelText(/^Authentication code/);
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    // The 5 minutes for the code have passed: back to the password, the address kept.
    expect(await screen.findByRole('alert')).toHaveTextContent('Your sign-in took too long. Enter your password again.');
    expect(screen.getByLabelText(/E-mail address/)).toHaveValue('ana@example.com');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    expect(screen.getByLabelText(/^Password/)).toHaveFocus();
    await user.type(screen.getByLabelText(/^Password/), 'bayshore sunsets');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await user.type(await screen.findByLabelText(/^Authentication code/), '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Authentication code/)).toHaveAccessibleDescription('That code is not right. Try the current code.'),
    );
    expect(screen.getByLabelText(/^Authentication code/)).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    const recovery = screen.getByLabelText(/^Recovery code/);
    expect(recovery).toHaveFocus();
    await user.type(recovery, 'abcde-fghij');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ana!' })).toBeInTheDocument();
    expect(location()).toBe('/teacher/dashboard');
    expect(api.state.sent.filter((s) => s.path === '/auth/mfa').map((s) => s.body.code)).toEqual(['123456', '123456', 'ABCDE-FGHIJ']);
  });

  it('sends a school user without two-factor authentication to set it up first', async () => {
    const api = fakeAuth();
    const sam: User = { ...ana, role: 'school', organizationId: 'org-1' };
    api.reply('/auth/login', { status: 200, body: { user: sam, mfaSetupRequired: true } });
    const { user, location } = renderApp('/user/login');
    await user.click(await screen.findByRole('tab', { name: 'School' }));
    await user.type(screen.getByLabelText(/E-mail address/), 'sam@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'bayshore sunsets');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up two-factor authentication' })).toBeInTheDocument();
    expect(location()).toBe('/user/mfa-setup?next=%2Fschool%2Fdashboard');
  });
});

describe('accepting an invitation', () => {
  it('creates the account and goes on to set up two-factor authentication', async () => {
    const api = fakeAuth();
    const sam: User = { ...ana, role: 'school', organizationId: 'org-1' };
    api.reply('/auth/invitation/accept', { status: 400, body: { code: 'validation_failed', message: 'x', fields: { password: 'too_common' } } });
    api.reply('/auth/invitation/accept', { status: 200, body: { user: sam, mfaSetupRequired: true } });
    const { user, location } = renderApp('/user/accept-invitation?token=t-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Accept your invitation' })).toBeInTheDocument();
    await user.type(await screen.findByLabelText(/First name/), 'Sam');
    await user.type(screen.getByLabelText(/Last name/), 'Reyes');
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    await user.type(password, 'bay breeze 42');
    expect(screen.getByText('Password strength: good')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('This password is one of the most common ones. Choose another.')).toBeInTheDocument();
    expect(password).toHaveFocus();

    await user.clear(password);
    await user.type(password, 'bayshore sunsets in july');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up two-factor authentication' })).toBeInTheDocument();
    expect(location()).toBe('/user/mfa-setup');
    // The last acceptance sent (the setup page may already have asked for more).
    expect(api.state.sent.filter((request) => request.path === '/auth/invitation/accept').at(-1)).toEqual({
      path: '/auth/invitation/accept',
      body: { token: 't-1', firstName: 'Sam', lastName: 'Reyes', password: 'bayshore sunsets in july' },
    });
  });

  it('explains a link that is invalid, used or expired, without the form', async () => {
    const api = fakeAuth();
    api.reply('/auth/invitation/accept', { status: 400, body: { code: 'invalid_token', message: 'x' } });
    const { user, unmount } = renderApp('/user/accept-invitation?token=old');
    await user.type(await screen.findByLabelText(/First name/), 'Sam');
    await user.type(screen.getByLabelText(/Last name/), 'Reyes');
    await user.type(screen.getByLabelText(/^Password/), 'bayshore sunsets in july');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    const invalid = 'This invitation link is invalid, was already used or has expired. Ask your administrator for a new one.';
    expect(await screen.findByRole('alert')).toHaveTextContent(invalid);
    expect(screen.queryByLabelText(/First name/)).not.toBeInTheDocument();
    unmount();

    renderApp('/user/accept-invitation');
    expect(await screen.findByText(invalid)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create my account' })).not.toBeInTheDocument();
  });

  it('says before the form that the invitation was used, has expired or was replaced', async () => {
    const api = fakeAuth();
    api.reply('/auth/invitation/status', { status: 200, body: { status: 'accepted' } });
    api.reply('/auth/invitation/status', { status: 200, body: { status: 'expired' } });
    const used = renderApp('/user/accept-invitation?token=used');
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation was already used: its account exists.');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/user/login');
    expect(screen.queryByLabelText(/First name/)).not.toBeInTheDocument();
    used.unmount();

    renderApp('/user/accept-invitation?token=late');
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation has expired: links work for 72 hours.');
    expect(screen.queryByLabelText(/First name/)).not.toBeInTheDocument();
    expect(api.state.sent.map((request) => request.body.token)).toEqual(['used', 'late']);
  });
});

describe('registration', () => {
  async function fill(user: ReturnType<typeof renderApp>['user'], password = 'bayshore sunsets in july') {
    await user.type(await screen.findByLabelText(/First name/), 'Ana');
    await user.type(screen.getByLabelText(/Last name/), 'Cruz');
    await user.type(screen.getByLabelText(/E-mail address/), 'ana@example.com');
    await user.type(screen.getByLabelText(/Contact number/), '+639171234567');
    await user.type(screen.getByLabelText(/^Password/), password);
  }

  it('shows every field\'s problem at once, the focus on the first', async () => {
    const api = fakeAuth();
    const { user } = renderApp('/user/register');
    await user.type(await screen.findByLabelText(/E-mail address/), 'ana@');
    await user.type(screen.getByLabelText(/Contact number/), '12');
    await user.type(screen.getByLabelText(/^Password/), 'short');
    expect(screen.getByText('Password strength: too short')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    await waitFor(() => expect(screen.getByLabelText(/First name/)).toHaveFocus());
    expect(screen.getByLabelText(/First name/)).toHaveAccessibleDescription('All fields are required 0 of 100 characters');
    expect(screen.getByLabelText(/Last name/)).toHaveAccessibleDescription('All fields are required 0 of 100 characters');
    expect(screen.getByLabelText(/E-mail address/)).toHaveAccessibleDescription('Enter a valid e-mail address.');
    expect(screen.getByLabelText(/Contact number/)).toHaveAccessibleDescription(/Enter a valid phone number/);
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(/Use at least 8 characters\./);
    expect(api.state.sent).toEqual([]);
  });

  it("shows the server's field codes on their fields, in words", async () => {
    const api = fakeAuth();
    api.reply('/auth/register', { status: 400, body: { code: 'validation_failed', message: 'x', fields: { password: 'too_common' } } });
    const { user } = renderApp('/user/register');
    await fill(user, 'bay breeze 42');
    expect(screen.getByText('Password strength: good')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('This password is one of the most common ones. Choose another.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveFocus();
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('a new account lands on the dashboard, which asks to confirm the address', async () => {
    const api = fakeAuth();
    api.reply('/auth/register', { status: 201, body: { user: ana } });
    const { user } = renderApp('/user/register');
    await fill(user);
    api.state.signedIn = ana; // the server set the session cookies
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ana!' })).toBeInTheDocument();
    expect(screen.getByText('Please confirm your e-mail address with the link we sent to ana@example.com.')).toBeInTheDocument();
    expect(api.state.sent[0].body).toMatchObject({ email: 'ana@example.com', country: 'US', language: 'en' });
  });

  it('an address that already had an account is told to check the e-mail', async () => {
    const api = fakeAuth();
    api.reply('/auth/register', { status: 201, body: { user: ana } });
    const { user } = renderApp('/user/register');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText(/Check your e-mail: if this address is new to TeachBay/)).toHaveAttribute('role', 'status');
  });
});

describe('the signed-in teacher area', () => {
  it('sends a visitor who is not signed in to the login page and back', async () => {
    fakeAuth(null);
    renderApp('/teacher/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
  });

  it('shows the dashboard with its quick links, and logs out', async () => {
    const api = fakeAuth({ ...ana, emailVerified: true });
    const { user } = renderApp('/teacher');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ana!' })).toBeInTheDocument();
    expect(screen.queryByText(/Please confirm your e-mail/)).not.toBeInTheDocument();
    const links = screen.getByRole('list', { name: 'Quick links' });
    expect(within(links).getByRole('link', { name: 'Explore Tampa Bay' })).toHaveAttribute('href', '/explore');
    expect(within(links).getByRole('link', { name: 'Teach in Tampa Bay' })).toHaveAttribute('href', '/teach');
    expect(within(links).getByRole('link', { name: 'Teacher templates' })).toHaveAttribute('href', '/teacher-resources');
    expect(within(links).getByRole('link', { name: /Educator certification/ })).toHaveAttribute('href', 'https://www.fldoe.org/teaching/certification/');

    // Logging out ends the session, then loads the login page as a new document (jsdom loads
    // none: e2e/accounts.spec.ts walks that part).
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(api.state.sent.map((s) => s.path)).toContain('/auth/logout'));
  });

  it('sends a school user to their own home', async () => {
    fakeAuth({ ...ana, role: 'school', organizationId: 'org-1' });
    renderApp('/teacher/dashboard');
    await waitFor(() => expect(screen.queryByRole('heading', { name: /Welcome/ })).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});

describe('the header', () => {
  afterEach(() => {
    document.cookie = 'tb_session=; Max-Age=0; Path=/';
  });

  it('shows Log in to a visitor, without asking the server who they are', async () => {
    const api = fakeAuth(ana);
    const calls = vi.spyOn(globalThis, 'fetch');
    renderApp('/');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/user/login');
    expect(calls.mock.calls.map(([url]) => String(url))).not.toContain('/api/auth/me');
    expect(api.state.sent).toHaveLength(0);
  });

  it("turns Log in into the signed-in user's menu, which logs out", async () => {
    const api = fakeAuth(ana);
    document.cookie = 'tb_session=1; Path=/';
    const { user } = renderApp('/');
    const banner = await screen.findByRole('banner');
    const menu = await within(banner).findByRole('button', { name: 'Account menu for Ana' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(within(banner).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/teacher/dashboard');
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();

    await user.click(menu);
    await user.click(within(banner).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(api.state.sent.map((s) => s.path)).toContain('/auth/logout'));
  });
});
