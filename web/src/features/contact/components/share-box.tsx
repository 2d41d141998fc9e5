import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ShareLinks } from '@/components/share-links';
import { siteOrigin } from '@/lib/browser';
import styles from './contact-aside.module.css';

/** ShareBox invites visitors to pass TeachBay's home page on to a teacher they know. */
export function ShareBox() {
  const { t } = useTranslation('contact');
  const headingId = useId();
  return (
    <section className={styles.box} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {t('share.title')}
      </h2>
      <p className={styles.text}>{t('share.intro')}</p>
      <ShareLinks
        url={`${siteOrigin()}/`}
        message={t('share.message')}
        emailSubject={t('share.emailSubject')}
        className={styles.shareList}
        linkClassName={styles.shareLink}
      />
    </section>
  );
}
