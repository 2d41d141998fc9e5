import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';
import { fakeMfaApi, RECOVERY_CODES, TEACHER } from './test/fake-mfa-api';

afterEach(() => {
  vi.unstubAllGlobals();
});

const LOAD = { timeout: 5000 };

describe('two-factor authentication', () => {
  it('is set up with a QR code and a code of the app, shows the recovery codes, then is turned off in the settings', async () => {
    const api = fakeMfaApi();
    const { user, location } = renderApp('/user/mfa-setup?next=%2Fteacher%2Fsettings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up two-factor authentication' }, LOAD)).toBeInTheDocument();
    expect(screen.getByText(/School and administrator accounts must use it; teachers may turn it on/)).toBeInTheDocument();

    // The QR code is drawn here, from the otpauth URL; the secret is also there as text, in groups of 4.
    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.tagName).toBe('svg');
    expect(qr.querySelectorAll('rect').length).toBeGreaterThan(50);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy key' }));
    expect(await screen.findByText('Copied to the clipboard.')).toHaveAttribute('role', 'status');
    expect(await navigator.clipboard.readText()).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');

    const code = screen.getByLabelText(/^Authentication code/);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(expect.stringContaining('That code is not right. Try the current code.')));
    expect(code).toHaveFocus();

    await user.clear(code);
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Save your recovery codes' });
    expect(heading).toHaveFocus();
    expect(api.sent('/me/mfa/confirm').map((request) => request.body)).toEqual([{ code: '654321' }, { code: '123456' }]);
    expect(screen.getByText(/they will not be shown again/)).toBeInTheDocument();
    const codes = within(screen.getByRole('list', { name: 'Recovery codes' })).getAllByRole('listitem');
    expect(codes.map((item) => item.textContent)).toEqual(RECOVERY_CODES);
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(RECOVERY_CODES.join('\n'));

    // The page told the rest of the app: the settings show it on without asking the server again.
    await user.click(screen.getByRole('link', { name: 'Continue' }));
    const section = await screen.findByRole('region', { name: 'Two-factor authentication' }, LOAD);
    expect(location()).toBe('/teacher/settings');
    expect(within(section).getByText('On')).toBeInTheDocument();

    const password = within(section).getByLabelText(/^Current password/);
    await user.type(password, 'not it');
    await user.click(within(section).getByRole('button', { name: 'Turn off two-factor authentication' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription(expect.stringContaining('The password is incorrect.')));
    await user.clear(password);
    await user.type(password, 'harbour lights at dusk');
    await user.click(within(section).getByRole('button', { name: 'Turn off two-factor authentication' }));
    expect(await within(section).findByText('Two-factor authentication is off.')).toHaveFocus();
    expect(api.sent('/me/mfa').map((request) => [request.method, request.body])).toEqual([
      ['DELETE', { password: 'not it' }],
      ['DELETE', { password: 'harbour lights at dusk' }],
    ]);
    expect(within(section).getByRole('link', { name: 'Set up two-factor authentication' })).toHaveAttribute(
      'href',
      '/user/mfa-setup?next=%2Fteacher%2Fsettings',
    );
  });

  it('says so in Spanish when it is already on, and continues to the home', async () => {
    await initI18n('es');
    const api = fakeMfaApi({ ...TEACHER, mfaEnabled: true });
    api.reply('POST /me/mfa/setup', { status: 409, body: { code: 'conflict', message: 'already enrolled' } });
    renderApp('/user/mfa-setup');
    expect(await screen.findByRole('heading', { level: 1, name: 'Configura la verificación en dos pasos' }, LOAD)).toBeInTheDocument();
    expect(await screen.findByText('La verificación en dos pasos ya está activada en tu cuenta.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continuar' })).toHaveAttribute('href', '/teacher/dashboard');
  });
});
