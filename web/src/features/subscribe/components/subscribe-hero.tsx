import { useTranslation } from 'react-i18next';
import { BackgroundVideo } from '@/components/background-video';
import styles from './subscribe-hero.module.css';

/**
 * SubscribeHero opens the /subscribe page: its H1 and introduction over a muted, looping
 * background video behind a dark overlay.
 */
export function SubscribeHero() {
  const { t } = useTranslation('pages');
  return (
    <BackgroundVideo
      src="/media/subscribe.mp4"
      poster="/media/subscribe-poster.webp"
      width={1280}
      height={720}
      className={styles.hero}
    >
      <div className="container">
        <h1 className={styles.title}>{t('subscribe.title')}</h1>
        <p className={styles.intro}>{t('subscribe.intro')}</p>
      </div>
    </BackgroundVideo>
  );
}
