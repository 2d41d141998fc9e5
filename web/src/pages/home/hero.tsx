import { Suspense, useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { prefersReducedMotion, scrollToSection } from './motion';
import { SIGN_UP_ID } from './sign-up-section';
import styles from './hero.module.css';

const POSTER = '/media/hero-poster.webp';

/** Browsers without H.264 (or without media support at all, like test DOMs) keep the poster. */
function canPlayMp4(): boolean {
  return document.createElement('video').canPlayType('video/mp4') !== '';
}

/**
 * Hero opens the home page: the H1 and introduction over a sunrise on the bay. The poster
 * image paints first (it is the largest element, fetched with high priority); the looping
 * video only starts once the page has loaded, and never by itself when the visitor prefers
 * reduced motion. A button pauses or plays it.
 */
export function Hero() {
  const { t } = useTranslation('pages');
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playable] = useState(canPlayMp4);
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

  function toggleVideo() {
    const video = videoRef.current;
    if (!video) return;
    if (playing) video.pause();
    else void video.play().catch(() => {});
  }

  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <img
        className={styles.media}
        src={POSTER}
        width={1280}
        height={720}
        alt=""
        fetchPriority="high"
      />
      <video
        ref={videoRef}
        className={`${styles.media} ${styles.video}`}
        data-playing={playing}
        poster={POSTER}
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        onPlaying={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      >
        <source src="/media/hero.mp4" type="video/mp4" />
      </video>
      <div className="container">
        <h1 id="home-title" className={styles.title}>
          {t('home.title')}
        </h1>
        <p className={styles.intro}>{t('home.intro')}</p>
        {/* The controls' texts arrive with the home namespace; the slot keeps their room. */}
        <div className={styles.actions}>
          <Suspense>
            <HeroControls playing={playing} onToggleVideo={playable ? toggleVideo : undefined} />
          </Suspense>
        </div>
      </div>
    </section>
  );
}

type ControlsProps = {
  playing: boolean;
  /** Plays or pauses the video; absent when the browser cannot play it. */
  onToggleVideo?: () => void;
};

/** HeroControls holds the button to the newsletter sign-up and the video's pause button. */
function HeroControls({ playing, onToggleVideo }: ControlsProps) {
  const { t } = useTranslation('home');

  function goToSignUp(event: MouseEvent<HTMLAnchorElement>) {
    const section = document.getElementById(SIGN_UP_ID);
    const heading = document.getElementById(`${SIGN_UP_ID}-title`);
    if (!section || !heading) return;
    event.preventDefault();
    scrollToSection(section, heading);
  }

  const label = playing ? t('hero.pauseVideo') : t('hero.playVideo');
  return (
    <>
      <a href={`#${SIGN_UP_ID}`} className={`button ${styles.cta}`} onClick={goToSignUp}>
        {t('hero.cta')}
      </a>
      {onToggleVideo && (
        <button type="button" className={styles.videoToggle} onClick={onToggleVideo} title={label}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
            <path d={playing ? 'M8 5v14M16 5v14' : 'M8 5l11 7-11 7z'} />
          </svg>
          <span className="visually-hidden">{label}</span>
        </button>
      )}
    </>
  );
}
