import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './references.module.css';

/**
 * ReferencesAbout says in plain words what a referee is asked, who reads the answers (the schools
 * the teacher applies to, for every application) and that the teacher never does (issue 33).
 */
export function ReferencesAbout() {
  const { t } = useTranslation('references');
  const items = t('about.items', { returnObjects: true });
  return (
    <section aria-labelledby="references-about" className="panel">
      <h2 id="references-about">{t('about.title')}</h2>
      <p id="references-asked">{t('about.asked')}</p>
      <ul aria-labelledby="references-asked" className={styles.list}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>{t('about.readers')}</p>
      <p>
        <Link to="/teacher/settings#settings-references">{t('about.settingsLink')}</Link>
      </p>
    </section>
  );
}
