import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';
import { preferReducedMotion, stubIntersectionObserver } from './test-support';

// The first render waits for the page's code and texts to load.
const LOADING = { timeout: 5000 };
const SIGN_UP_HEADING = { level: 2, name: 'Stay up to date with TeachBay' } as const;

function backgroundVideo() {
  const video = document.querySelector('video[loop]');
  if (!(video instanceof HTMLVideoElement)) throw new Error('no background video');
  return video;
}

describe('home hero', () => {
  let play: ReturnType<typeof vi.spyOn>;
  let pause: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    stubIntersectionObserver();
    // jsdom plays no media: stand-ins for a browser that plays H.264.
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  async function openHome() {
    const view = renderApp('/');
    const link = await screen.findByRole('link', { name: 'Join our newsletter' }, LOADING);
    const section = document.getElementById('sign-up');
    if (!section) throw new Error('no sign-up section');
    // jsdom has no layout: the section sits 2,000 px down a page scrolled by 300 px.
    vi.spyOn(section, 'getBoundingClientRect').mockReturnValue({ top: 1700 } as DOMRect);
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(300);
    return { ...view, link };
  }

  it('glides to the sign-up section, 80 px below the top, and focuses its heading', async () => {
    preferReducedMotion(false);
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { user, link } = await openHome();

    await user.click(link);

    expect(scrollTo).toHaveBeenCalledWith({ top: 1920, behavior: 'smooth' });
    expect(screen.getByRole('heading', SIGN_UP_HEADING)).toHaveFocus();
  });

  it('jumps without animation when the visitor prefers reduced motion', async () => {
    preferReducedMotion(true);
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { user, link } = await openHome();

    await user.click(link);

    expect(scrollTo).toHaveBeenCalledWith({ top: 1920, behavior: 'auto' });
    expect(screen.getByRole('heading', SIGN_UP_HEADING)).toHaveFocus();
  });

  it('names the button in Spanish', async () => {
    await act(() => setLanguage('es'));
    renderApp('/');
    const name = 'Suscríbete a nuestro boletín';
    const link = await screen.findByRole('link', { name }, LOADING);
    expect(link).toHaveAttribute('href', '#sign-up');
  });

  it('offers a muted, looping, inline video that downloads nothing before it plays', async () => {
    preferReducedMotion(false);
    await openHome();
    const video = backgroundVideo();
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('loop');
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('poster', '/media/hero-poster.webp');
    const poster = document.querySelector('img[fetchpriority="high"]');
    expect(poster).toHaveAttribute('src', '/media/hero-poster.webp');
  });

  it('starts the video once the page has loaded, and lets the visitor pause it', async () => {
    preferReducedMotion(false);
    const { user } = await openHome();
    expect(play).toHaveBeenCalledOnce();

    fireEvent.playing(backgroundVideo());
    await user.click(screen.getByRole('button', { name: 'Pause the background video' }));
    expect(pause).toHaveBeenCalledOnce();
  });

  it('keeps the still picture under reduced motion, until the visitor plays it', async () => {
    preferReducedMotion(true);
    const { user } = await openHome();
    expect(play).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Play the background video' }));
    expect(play).toHaveBeenCalledOnce();
  });

  it('keeps the still picture, without a video button, where the video cannot play', async () => {
    preferReducedMotion(false);
    vi.mocked(HTMLMediaElement.prototype.canPlayType).mockReturnValue('');
    await openHome();
    expect(play).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /background video/ })).not.toBeInTheDocument();
  });
});
