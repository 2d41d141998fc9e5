import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExternalLink } from '@/components/external-link';
import styles from './relocation.module.css';

/** The official pages on the J-1 teacher exchange and on certification for teachers trained abroad. */
const J1_PROGRAM = 'https://j1visa.state.gov';
const FLDOE_FOREIGN_TRAINED = 'https://www.fldoe.org/teaching/certification/foreign-trained-grads/';

/**
 * WorkAuthorization explains the J-1 teacher exchange: who qualifies, how long, the 212(e) rule,
 * why an SSN comes before a certificate, and that neither TeachBay nor Florida sponsors visas.
 */
export function WorkAuthorization({ id }: { id: string }) {
  const { t } = useTranslation('relocation');
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`${styles.section} ${styles.noPrint}`}>
      <h2 id={`${id}-title`}>{t('work.title')}</h2>
      <p className={styles.text}>{t('work.intro')}</p>
      <p className={styles.notice}>{t('work.sponsors')}</p>

      <h3>{t('work.eligibility.title')}</h3>
      <ul className={styles.list}>
        {t('work.eligibility.items', { returnObjects: true }).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>

      <h3>{t('work.duration.title')}</h3>
      <p className={styles.text}>{t('work.duration.text')}</p>

      <h3>{t('work.residency.title')}</h3>
      {t('work.residency.text', { returnObjects: true }).map((paragraph) => (
        <p key={paragraph} className={styles.text}>
          {paragraph}
        </p>
      ))}

      <h3>{t('work.ssn.title')}</h3>
      {t('work.ssn.text', { returnObjects: true }).map((paragraph) => (
        <p key={paragraph} className={styles.text}>
          {paragraph}
        </p>
      ))}
      <p className={styles.text}>
        <Link to="/teach">{t('work.ssn.link')}</Link>
      </p>

      <h3 id={`${id}-sources`}>{t('work.sources.title')}</h3>
      <ul className={styles.sources} aria-labelledby={`${id}-sources`}>
        <li>
          <ExternalLink href={J1_PROGRAM}>{t('work.sources.j1')}</ExternalLink>
        </li>
        <li>
          <ExternalLink href={FLDOE_FOREIGN_TRAINED}>{t('work.sources.fldoe')}</ExternalLink>
        </li>
      </ul>
      <p className={styles.legal}>{t('work.legal')}</p>
    </section>
  );
}
