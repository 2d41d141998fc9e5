import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './home.module.css';

/**
 * PromoSection tells why TeachBay exists, next to a short wordless film. The page shows the film's
 * poster as a link to the film, loaded only as it nears the screen; choosing it puts the player
 * in its place and starts it. Until then nothing of the film downloads, and the page lays out no
 * player controls while it loads. Before the app runs, the link opens the film in the browser's
 * own player.
 */
export function PromoSection() {
  const { t } = useTranslation('home');
  const [playing, setPlaying] = useState(false);
  return (
    <section
      id="promo"
      aria-labelledby="promo-title"
      className={`${styles.section} ${styles.white}`}
    >
      <div className={`container ${styles.promo}`}>
        <div>
          <h2 id="promo-title" className={styles.heading}>
            {t('promo.title')}
          </h2>
          <p className={styles.lead}>{t('promo.intro')}</p>
          <p className={styles.more}>
            <Link to="/about-us" className="button">
              {t('promo.learnMore')}
            </Link>
          </p>
        </div>
        <figure className={styles.figure}>
          {playing ? (
            <video
              ref={focus}
              // Browsers focus a player with controls, but not all say so; the focus moves here.
              tabIndex={0}
              className={styles.promoVideo}
              controls
              autoPlay
              playsInline
              poster="/media/promo-poster.webp"
              width={1280}
              height={720}
              aria-describedby="promo-caption"
            >
              <source src={FILM} type="video/mp4" />
            </video>
          ) : (
            <a
              href={FILM}
              className={styles.promoPlay}
              aria-describedby="promo-caption"
              onClick={(event) => {
                event.preventDefault();
                setPlaying(true);
              }}
            >
              <img
                className={styles.promoVideo}
                src="/media/promo-poster.webp"
                alt=""
                width={1280}
                height={720}
                loading="lazy"
                decoding="async"
              />
              <svg className={styles.playBadge} aria-hidden="true" viewBox="0 0 64 64" width="64" height="64">
                <circle cx="32" cy="32" r="31" />
                <path d="M26 20v24l19-12z" />
              </svg>
              <span className="visually-hidden">{t('promo.play')}</span>
            </a>
          )}
          <figcaption id="promo-caption" className={styles.caption}>
            {t('promo.caption')}
          </figcaption>
        </figure>
      </div>
    </section>
  );
}

const FILM = '/media/promo.mp4';

/** focus moves the focus to the player that replaced the link the visitor chose. */
const focus = (video: HTMLVideoElement | null) => video?.focus();
