import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeMailLinkServer, INVALID_TOKEN, UNSUBSCRIBED } from '@/features/subscribe/test/mail-link-server';
import { fakeServer } from '@/features/subscribe/test/subscribe-server';
import { setLanguage } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';

let play: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  fakeServer();
  // jsdom plays no media: stand-ins for a browser that plays H.264.
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});

async function openSubscribe(path = '/subscribe', title = 'Subscribe to TeachBay') {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: title });
  return view;
}

describe('subscribe page', () => {
  it('offers the sign-up form under its heading and the newsletter explained', async () => {
    await openSubscribe();
    expect(screen.getByRole('heading', { level: 2, name: 'Join the TeachBay newsletter' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Newsletter sign-up' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(within(screen.getByRole('main')).queryByRole('status')).not.toBeInTheDocument();
  });

  it('plays a silent, looping background video once the page has loaded', async () => {
    const { container } = await openSubscribe();
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('loop');
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('poster', '/media/subscribe-poster.webp');
    expect(video.querySelector('source')).toHaveAttribute('src', '/media/subscribe.mp4');
    const poster = container.querySelector('img[fetchpriority="high"]');
    expect(poster).toHaveAttribute('src', '/media/subscribe-poster.webp');
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('leaves the video still for visitors who prefer reduced motion, with a button to play it', async () => {
    vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: true } as MediaQueryList);
    const { user } = await openSubscribe();
    expect(play).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Play the background video' }));
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('offers to share the page, opening each network in a new tab', async () => {
    await openSubscribe();
    const list = screen.getByRole('list', { name: 'Share this page' });
    const page = encodeURIComponent(`${window.location.origin}/subscribe`);
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href')?.split('?')[0])).toEqual([
      'https://www.facebook.com/sharer/sharer.php',
      'https://x.com/intent/post',
      'https://www.linkedin.com/sharing/share-offsite/',
      'https://wa.me/',
      'mailto:',
    ]);
    const facebook = within(list).getByRole('link', { name: /^Share on Facebook\s*\(opens in a new tab\)$/ });
    expect(facebook).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${page}`);
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(within(list).getByRole('link', { name: /WhatsApp/ }).getAttribute('href')).toContain(page);
    expect(within(list).getByRole('link', { name: 'Share by e-mail' }).getAttribute('href')).toContain(page);
  });

  it('confirms an unsubscribe', async () => {
    fakeMailLinkServer(UNSUBSCRIBED);
    const { user } = await openSubscribe('/subscribe?unsubscribe=tok-123');
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    const status = await within(screen.getByRole('main')).findByRole('status');
    expect(status).toHaveTextContent('You have been unsubscribed.');
    expect(status).toHaveTextContent('You will not get any more newsletter e-mails from TeachBay.');
  });

  it('explains an unknown unsubscribe link', async () => {
    fakeMailLinkServer(INVALID_TOKEN);
    const { user } = await openSubscribe('/subscribe?unsubscribe=not-a-token');
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    const alert = await within(screen.getByRole('main')).findByRole('alert');
    expect(alert).toHaveTextContent('This unsubscribe link is not valid.');
    expect(within(alert).getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact-us');
  });

  it('speaks Spanish', async () => {
    await act(() => setLanguage('es'));
    fakeMailLinkServer(UNSUBSCRIBED);
    const { user } = await openSubscribe('/subscribe?unsubscribe=tok-123', 'Suscríbete a TeachBay');
    await user.click(screen.getByRole('button', { name: 'Darme de baja' }));
    expect(await within(screen.getByRole('main')).findByRole('status')).toHaveTextContent(
      'Te diste de baja del boletín.',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Comparte TeachBay' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Compartir en X\s*\(se abre en una pestaña nueva\)$/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suscribirme' })).toBeInTheDocument();
  });
});
