import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrowserValue } from '@/lib/browser';
import { prefersReducedMotion } from '@/lib/reduced-motion';
import styles from './background-video.module.css';

type Props = {
  /** The silent H.264 clip that loops behind the content. */
  src: string;
  /** The still that paints first (the page's largest element) and stays if the clip does not play. */
  poster: string;
  width: number;
  height: number;
  /**
   * Sizes the block and may set `--video-overlay` (the veil that keeps the text readable over
   * the brightest frame) and `--video-position` (which part of the picture stays in view).
   */
  className: string;
  /** The id of the heading that names the block, which makes it a region. */
  labelledBy?: string;
  children: ReactNode;
};

/** Browsers without H.264 (or without media support at all, like test DOMs) keep the poster. */
function canPlayMp4(): boolean {
  return document.createElement('video').canPlayType('video/mp4') !== '';
}

/**
 * BackgroundVideo puts its children over a muted, looping, decorative video behind a dark
 * veil. The poster image paints first, fetched with high priority; the video downloads
 * nothing until it plays, starts only once the page has loaded, and never by itself when
 * the visitor prefers reduced motion. A button pauses or plays it where it can play.
 */
export function BackgroundVideo({ src, poster, width, height, className, labelledBy, children }: Props) {
  const { t } = useTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const playable = useBrowserValue(canPlayMp4, false);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !playable || prefersReducedMotion()) return;
    // Autoplay can be refused (power saving, data saver); the poster then simply stays.
    const start = () => void video.play().catch(() => {});
    if (document.readyState === 'complete') {
      start();
      return;
    }
    window.addEventListener('load', start, { once: true });
    return () => window.removeEventListener('load', start);
  }, [playable]);

  function toggle() {
    const video = videoRef.current;
    if (!video) return;
    if (playing) video.pause();
    else void video.play().catch(() => {});
  }

  const Block = labelledBy ? 'section' : 'div';
  const label = playing ? t('backgroundVideo.pause') : t('backgroundVideo.play');
  return (
    <Block className={`${styles.block} ${className}`} aria-labelledby={labelledBy}>
      <img
        className={styles.media}
        src={poster}
        width={width}
        height={height}
        alt=""
        fetchPriority="high"
      />
      <video
        ref={videoRef}
        className={`${styles.media} ${styles.video}`}
        data-playing={playing}
        poster={poster}
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        onPlaying={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      >
        <source src={src} type="video/mp4" />
      </video>
      {children}
      {playable && (
        <button type="button" className={styles.toggle} onClick={toggle} title={label}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
            <path d={playing ? 'M8 5v14M16 5v14' : 'M8 5l11 7-11 7z'} />
          </svg>
          <span className="visually-hidden">{label}</span>
        </button>
      )}
    </Block>
  );
}
