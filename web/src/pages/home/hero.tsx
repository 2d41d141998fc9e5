import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BackgroundVideo } from '@/components/background-video';
import { scrollToSection } from './motion';
import { SIGN_UP_ID } from './sign-up-section';
import styles from './hero.module.css';

/**
 * Hero opens the home page: the H1, the introduction and the button to the newsletter
 * sign-up, over a sunrise on the bay (a still, then a looping video once the page has loaded).
 */
export function Hero() {
  const { t } = useTranslation('home');

  function goToSignUp(event: MouseEvent<HTMLAnchorElement>) {
    const section = document.getElementById(SIGN_UP_ID);
    const heading = document.getElementById(`${SIGN_UP_ID}-title`);
    if (!section || !heading) return;
    event.preventDefault();
    scrollToSection(section, heading);
  }

  return (
    <BackgroundVideo
      src="/media/hero.mp4"
      poster="/media/hero-poster.webp"
      width={1280}
      height={720}
      className={styles.hero}
      labelledBy="home-title"
    >
      <div className="container">
        <h1 id="home-title" className={styles.title}>
          {t('hero.title')}
        </h1>
        <p className={styles.intro}>{t('hero.intro')}</p>
        <div className={styles.actions}>
          <a href={`#${SIGN_UP_ID}`} className={`button ${styles.cta}`} onClick={goToSignUp}>
            {t('hero.cta')}
          </a>
        </div>
      </div>
    </BackgroundVideo>
  );
}
