import { act, screen } from '@testing-library/react';
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

  beforeEach(() => {
    stubIntersectionObserver();
    // jsdom plays no media: stand-ins for a browser that plays H.264.
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
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

  // How the video behaves (load, reduced motion, pause) is tested with BackgroundVideo.
  it('shows the sunrise on the bay: its poster first, then its looping clip', async () => {
    preferReducedMotion(false);
    await openHome();
    expect(document.querySelector('img[fetchpriority="high"]')).toHaveAttribute(
      'src',
      '/media/hero-poster.webp',
    );
    const video = backgroundVideo();
    expect(video).toHaveAttribute('poster', '/media/hero-poster.webp');
    expect(video.querySelector('source')).toHaveAttribute('src', '/media/hero.mp4');
    expect(play).toHaveBeenCalledOnce();
    const hero = { name: 'Teach in Tampa Bay, with help at every step' };
    expect(screen.getByRole('region', hero)).toBeInTheDocument();
  });
});
