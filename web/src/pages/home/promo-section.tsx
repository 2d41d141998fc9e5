import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './home.module.css';

/**
 * PromoSection tells why TeachBay exists, next to a short wordless film that the visitor
 * starts with its controls; nothing of the film downloads before that.
 */
export function PromoSection() {
  const { t } = useTranslation('home');
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
          <video
            className={styles.promoVideo}
            controls
            playsInline
            preload="none"
            poster="/media/promo-poster.webp"
            width={1280}
            height={720}
            aria-describedby="promo-caption"
          >
            <source src="/media/promo.mp4" type="video/mp4" />
          </video>
          <figcaption id="promo-caption" className={styles.caption}>
            {t('promo.caption')}
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
