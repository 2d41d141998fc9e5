import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';
import type { User } from './api/account';

const ana: User = {
  id: 'u-1', email: 'ana@example.com', firstName: 'Ana', lastName: 'Cruz', role: 'teacher', language: 'en',
  emailVerified: true, organizationId: null, mfaEnabled: false,
};

type Reply = { status: number; body?: unknown };

/**
 * fakeSettingsApi stands in for a signed-in teacher's settings, password change and account
 * deletion: `replies` answer the next call to a path; every call that sends a body is recorded.
 */
function fakeSettingsApi() {
  const state = {
    signedIn: true,
    settings: { consentContact: true, jobRecommendations: false, newsletter: true },
    sent: [] as { method: string; path: string; body: Record<string, unknown> }[],
    sessions: [
      { id: 's-1', browser: 'Firefox', system: 'Windows', createdAt: '2026-11-20T10:00:00Z', lastUsedAt: '2026-11-27T09:00:00Z', current: true },
      { id: 's-2', browser: 'Chrome', system: 'Android', createdAt: '2026-11-01T10:00:00Z', lastUsedAt: '2026-11-26T09:00:00Z', current: false },
      { id: 's-3', browser: '', system: '', createdAt: '2026-10-01T10:00:00Z', lastUsedAt: '2026-10-02T09:00:00Z', current: false },
    ],
    ended: [] as string[],
  };
  const replies = new Map<string, Reply>();
  const json = (r: Reply) =>
    new Response(r.body === undefined ? null : JSON.stringify(r.body), { status: r.status, headers: { 'Content-Type': 'application/json' } });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input).replace(/^\/api/, '');
    const method = init.method ?? 'GET';
    if (init.body) state.sent.push({ method, path, body: JSON.parse(String(init.body)) });
    const queued = replies.get(`${method} ${path}`);
    if (queued) {
      replies.delete(`${method} ${path}`);
      return json(queued);
    }
    if (path === '/auth/me') return state.signedIn ? json({ status: 200, body: { user: ana } }) : json({ status: 401, body: { code: 'unauthenticated' } });
    if (path === '/me/settings' && method === 'PUT') state.settings = JSON.parse(String(init.body));
    if (path === '/me/settings') return json({ status: 200, body: state.settings });
    if (path === '/auth/password/change') return json({ status: 204 });
    if (path === '/me/sessions' && method === 'GET') return json({ status: 200, body: { items: state.sessions } });
    if (path.startsWith('/me/sessions') && method === 'DELETE') {
      const id = path.split('/')[3];
      state.ended.push(id ?? 'others');
      state.sessions = state.sessions.filter((s) => (id ? s.id !== id : s.current));
      return json({ status: 204 });
    }
    if (path === '/me' && method === 'DELETE') {
      state.signedIn = false;
      return json({ status: 204 });
    }
    return json({ status: 404, body: { code: 'not_found', message: '' } });
  });
  return { state, reply: (call: string, r: Reply) => replies.set(call, r) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const LOAD = { timeout: 5000 };

describe('the account settings', () => {
  it('shows the consents as saved and withdraws one', async () => {
    const api = fakeSettingsApi();
    const { user } = renderApp('/teacher/settings');
    const newsletter = await screen.findByRole('checkbox', { name: 'TeachBay may send me its newsletter.' }, LOAD);
    expect(newsletter).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /job recommendations/ })).not.toBeChecked();
    await user.click(newsletter);
    await user.click(screen.getByRole('button', { name: 'Save consents' }));
    expect(await screen.findByText('Your consents are saved.')).toHaveAttribute('role', 'status');
    expect(api.state.sent.at(-1)).toEqual({
      method: 'PUT', path: '/me/settings', body: { consentContact: true, jobRecommendations: false, newsletter: false },
    });
  });

  it('changes the password, and shows a wrong current password on its field', async () => {
    const api = fakeSettingsApi();
    api.reply('POST /auth/password/change', {
      status: 400, body: { code: 'validation_failed', message: 'x', fields: { currentPassword: 'incorrect' } },
    });
    const { user } = renderApp('/teacher/settings');
    const current = await screen.findByLabelText(/^Current password/, {}, LOAD);
    await user.type(current, 'not it at all');
    await user.type(screen.getByLabelText(/^New password/), 'harbour lights at dusk');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(current).toHaveAccessibleDescription(expect.stringContaining('The password is incorrect.'));
    expect(current).toHaveFocus();
    await user.clear(current);
    await user.type(current, 'bayshore sunsets in july');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(/Your password is changed/)).toBeInTheDocument();
    expect(api.state.sent.at(-1)?.body).toEqual({ currentPassword: 'bayshore sunsets in july', newPassword: 'harbour lights at dusk' });
  });

  it('refuses a common new password before sending it, as the server would', async () => {
    const api = fakeSettingsApi();
    const { user } = renderApp('/teacher/settings');
    await user.type(await screen.findByLabelText(/^Current password/, {}, LOAD), 'bayshore sunsets in july');
    const fresh = screen.getByLabelText(/^New password/);
    await user.type(fresh, 'password1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('This password is one of the most common ones. Choose another.')).toBeInTheDocument();
    expect(api.state.sent.filter((call) => call.path === '/auth/password/change')).toEqual([]);
  });

  it('lists the signed-in devices and signs out one, then all the others', async () => {
    const api = fakeSettingsApi();
    const { user } = renderApp('/teacher/settings');
    const list = (await screen.findByRole('heading', { name: 'Signed-in devices' }, LOAD)).parentElement!;
    expect(await within(list).findByText('Firefox on Windows', {}, LOAD)).toBeInTheDocument();
    expect(within(list).getByText('(this browser)')).toBeInTheDocument();
    expect(within(list).getByText('Unknown browser')).toBeInTheDocument();
    expect(within(list).getAllByRole('button', { name: /^Sign out / })).toHaveLength(3);
    await user.click(within(list).getByRole('button', { name: 'Sign out Chrome on Android' }));
    expect(await within(list).findAllByRole('listitem')).toHaveLength(2);
    await user.click(within(list).getByRole('button', { name: 'Sign out all other devices' }));
    await vi.waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(within(list).queryByRole('button', { name: 'Sign out all other devices' })).not.toBeInTheDocument();
    expect(api.state.ended).toEqual(['s-2', 'others']);
  });

  it('names the devices in Spanish', async () => {
    await initI18n('es');
    fakeSettingsApi();
    renderApp('/teacher/settings');
    const list = (await screen.findByRole('heading', { name: 'Dispositivos con sesión iniciada' }, LOAD)).parentElement!;
    expect(await within(list).findByText('Chrome en Android', {}, LOAD)).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Cerrar sesión en todos los demás dispositivos' })).toBeInTheDocument();
    await initI18n('en');
  });

  it('deletes the account only after the password confirms it, in Spanish', async () => {
    await initI18n('es');
    const api = fakeSettingsApi();
    const { user } = renderApp('/teacher/settings');
    await user.click(await screen.findByRole('button', { name: 'Eliminar mi cuenta' }, LOAD));
    const dialog = screen.getByRole('dialog', { name: '¿Eliminar tu cuenta?' });
    await user.click(within(dialog).getByRole('button', { name: 'Conservar mi cuenta' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.state.sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
    const confirm = screen.getByRole('dialog', { name: '¿Eliminar tu cuenta?' });
    await user.type(within(confirm).getByLabelText(/^Tu contraseña/), 'bayshore sunsets in july');
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar mi cuenta para siempre' }));
    expect(await screen.findByRole('heading', { level: 1 }, LOAD)).not.toHaveTextContent('Configuración de la cuenta');
    expect(api.state.sent).toEqual([{ method: 'DELETE', path: '/me', body: { password: 'bayshore sunsets in july' } }]);
    await initI18n('en');
  });
});
