import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, SUPPORT_EMAIL } from '@/features/contact/test/fake-server';
import { setLanguage } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';

vi.mock('react-google-recaptcha', () => import('@/features/contact/test/fake-recaptcha'));

const LOADING = { timeout: 5000 };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('contact page', () => {
  it('leads back home, holds the form, the team address and share links', async () => {
    const server = fakeServer();
    renderApp('/contact-us');
    // The page's code and texts load on demand, which takes a while on a busy machine.
    const heading = await screen.findByRole('heading', { level: 1, name: 'Contact Us' }, LOADING);
    expect(heading).toBeInTheDocument();

    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByText('Contact Us')).toHaveAttribute('aria-current', 'page');

    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Send us a message',
      'Prefer e-mail?',
      'Share TeachBay',
    ]);
    expect(await screen.findByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}`,
    );
    expect(screen.getByText('We reply to every message within 24 hours.')).toBeInTheDocument();

    const share = screen.getByRole('region', { name: 'Share TeachBay' });
    const site = encodeURIComponent(`${window.location.origin}/`);
    // The name ends with "(opens in a new tab)", which jsdom runs into the text without a space.
    const facebook = within(share).getByRole('link', {
      name: /^Share on Facebook ?\(opens in a new tab\)$/,
    });
    expect(facebook).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${site}`);
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    for (const name of ['Share on X', 'Share on LinkedIn', 'Share on WhatsApp']) {
      const link = within(share).getByRole('link', {
        name: new RegExp(`^${name} ?\\(opens in a new tab\\)$`),
      });
      expect(link.getAttribute('href')).toContain(site);
      expect(link).toHaveAttribute('target', '_blank');
    }
    const mail = within(share).getByRole('link', { name: 'Share by e-mail' });
    expect(mail.getAttribute('href')).toMatch(/^mailto:\?subject=Teaching%20jobs%20in%20Tampa%20Bay&body=/);

    // Nothing is fetched from anywhere but TeachBay's own API (the captcha is a stand-in here).
    expect(server.calls).toEqual(['/api/config']);
  });

  it('is in Spanish for a Spanish visitor', async () => {
    await act(() => setLanguage('es'));
    fakeServer();
    renderApp('/contact-us');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Contáctanos' }, LOADING);
    expect(heading).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(breadcrumb).getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByText('Contáctanos')).toHaveAttribute('aria-current', 'page');
    const support = '¿Prefieres el correo electrónico?';
    expect(screen.getByRole('heading', { level: 2, name: support })).toBeInTheDocument();
    expect(screen.getByText('Respondemos todos los mensajes en menos de 24 horas.')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: /^Compartir en Facebook ?\(se abre en una pestaña nueva\)$/ }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'No soy un robot' })).toBeInTheDocument();
  });
});
