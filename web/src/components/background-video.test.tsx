import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { renderComponent } from '@/test/render-component';
import { BackgroundVideo } from './background-video';

let play: ReturnType<typeof vi.spyOn>;
let pause: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  // jsdom plays no media: stand-ins for a browser that plays H.264.
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
  pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
});

function preferReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: reduce } as MediaQueryList);
}

function renderVideo(labelledBy?: string) {
  return renderComponent(
    <BackgroundVideo
      src="/media/clip.mp4"
      poster="/media/clip-poster.webp"
      width={1280}
      height={720}
      className="hero"
      labelledBy={labelledBy}
    >
      <h1 id="clip-title">Over the bay</h1>
    </BackgroundVideo>,
  );
}

function video() {
  const element = document.querySelector('video');
  if (!element) throw new Error('no video');
  return element;
}

describe('BackgroundVideo', () => {
  it('paints the poster first, with high priority, and puts the content over it', () => {
    preferReducedMotion(false);
    renderVideo();
    const poster = document.querySelector('img');
    expect(poster).toHaveAttribute('src', '/media/clip-poster.webp');
    expect(poster).toHaveAttribute('fetchpriority', 'high');
    expect(poster).toHaveAttribute('alt', '');
    expect(poster).toHaveAttribute('width', '1280');
    expect(screen.getByRole('heading', { level: 1, name: 'Over the bay' })).toBeInTheDocument();
  });

  it('offers a muted, looping, inline, decorative video that downloads nothing before it plays', () => {
    preferReducedMotion(false);
    renderVideo();
    expect(video().muted).toBe(true);
    expect(video()).toHaveAttribute('loop');
    expect(video()).toHaveAttribute('playsinline');
    expect(video()).toHaveAttribute('preload', 'none');
    expect(video()).toHaveAttribute('poster', '/media/clip-poster.webp');
    expect(video()).toHaveAttribute('aria-hidden', 'true');
    expect(video().querySelector('source')).toHaveAttribute('src', '/media/clip.mp4');
  });

  it('starts the video only once the page has loaded', () => {
    preferReducedMotion(false);
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    renderVideo();
    expect(play).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('load'));
    expect(play).toHaveBeenCalledOnce();
  });

  it('lets the visitor pause the playing video and play it again', async () => {
    preferReducedMotion(false);
    const { user } = renderVideo();
    expect(play).toHaveBeenCalledOnce();

    fireEvent.playing(video());
    await user.click(screen.getByRole('button', { name: 'Pause the background video' }));
    expect(pause).toHaveBeenCalledOnce();

    fireEvent.pause(video());
    await user.click(screen.getByRole('button', { name: 'Play the background video' }));
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('keeps the still picture under reduced motion, until the visitor plays it', async () => {
    preferReducedMotion(true);
    const { user } = renderVideo();
    expect(play).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Play the background video' }));
    expect(play).toHaveBeenCalledOnce();
  });

  it('keeps the still picture, without a video button, where the video cannot play', () => {
    preferReducedMotion(false);
    vi.mocked(HTMLMediaElement.prototype.canPlayType).mockReturnValue('');
    renderVideo();
    expect(play).not.toHaveBeenCalled();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('is a region named by its heading when given one', () => {
    preferReducedMotion(false);
    renderVideo('clip-title');
    expect(screen.getByRole('region', { name: 'Over the bay' })).toBeInTheDocument();
  });

  it('names its button in Spanish', async () => {
    preferReducedMotion(true);
    await act(() => setLanguage('es'));
    renderVideo();
    expect(screen.getByRole('button', { name: 'Reproducir el video de fondo' })).toBeInTheDocument();
  });
});
