import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './subscribe-hero.module.css';

/** VIDEO is the hero's silent background clip and the still shown before (or instead of) it. */
const VIDEO = {
  src: '/media/subscribe.mp4',
  poster: '/media/subscribe-poster.webp',
  width: 1280,
  height: 720,
};

/**
 * SubscribeHero opens the /subscribe page: its H1 and introduction over a muted, looping
 * background video behind a dark overlay. The video loads nothing until the page has
 * finished loading, never starts by itself for visitors who prefer reduced motion, and
 * can always be paused or played with a button.
 */
export function SubscribeHero() {
  const { t } = useTranslation('pages');
  const { t: tSubscribe } = useTranslation('subscribe');
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (!element || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    // A refused or failed start leaves the poster in place, which is fine for a decoration.
    const start = () => void element.play().catch(() => {});
    if (document.readyState === 'complete') {
      start();
      return;
    }
    window.addEventListener('load', start, { once: true });
    return () => window.removeEventListener('load', start);
  }, []);

  function toggle() {
    const element = video.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => {});
    else element.pause();
  }

  return (
    <div className={styles.hero}>
      <video
        ref={video}
        className={styles.video}
        poster={VIDEO.poster}
        width={VIDEO.width}
        height={VIDEO.height}
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        onPlaying={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      >
        <source src={VIDEO.src} type="video/mp4" />
      </video>
      <div className={`container ${styles.content}`}>
        <h1 className={styles.title}>{t('subscribe.title')}</h1>
        <p className={styles.intro}>{t('subscribe.intro')}</p>
      </div>
      <button type="button" className={styles.toggle} onClick={toggle}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path d={playing ? 'M7 5h3v14H7zM14 5h3v14h-3z' : 'M8 5v14l11-7z'} fill="currentColor" />
        </svg>
        <span className="visually-hidden">
          {playing ? tSubscribe('page.video.pause') : tSubscribe('page.video.play')}
        </span>
      </button>
    </div>
  );
}
