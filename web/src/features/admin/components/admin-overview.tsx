import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ADMIN_SECTIONS } from '../sections';
import styles from './admin.module.css';

/** AdminOverview is the console's home: one card per part, with what it is for. */
export function AdminOverview() {
  const { t } = useTranslation('admin');
  return (
    <ul className={styles.cards} aria-label={t('overview.sectionsLabel')}>
      {ADMIN_SECTIONS.map(({ key, to }) => (
        <li key={key}>
          <h2>
            <Link to={to}>{t(`nav.${key}`)}</Link>
          </h2>
          <p>{t(`overview.sections.${key}`)}</p>
        </li>
      ))}
    </ul>
  );
}
