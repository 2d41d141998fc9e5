import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './contact-us.module.css';

/** Breadcrumb shows where the page sits: Home › {current}, the last item marked as the current page. */
export function Breadcrumb({ current }: { current: string }) {
  const { t } = useTranslation('contact');
  return (
    <nav aria-label={t('breadcrumb.label')} className={styles.breadcrumb}>
      <ol className={`container ${styles.trail}`}>
        <li>
          <Link to="/">{t('breadcrumb.home')}</Link>
        </li>
        <li>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}
