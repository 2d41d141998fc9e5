import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '@/lib/config';
import styles from './contact-aside.module.css';

/** SupportEmail offers the team's e-mail address (from GET /api/config) and the 24-hour reply promise. */
export function SupportEmail() {
  const { t } = useTranslation('contact');
  const headingId = useId();
  const email = usePublicConfig().data?.supportEmail;
  return (
    <section className={styles.box} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {t('support.title')}
      </h2>
      <p className={styles.text}>{t('support.body')}</p>
      {/* The line keeps its height while the address loads, so nothing below it moves. */}
      <p className={styles.email}>{email && <a href={`mailto:${email}`}>{email}</a>}</p>
      <p className={styles.text}>{t('support.reply')}</p>
    </section>
  );
}
