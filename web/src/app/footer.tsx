import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import styles from './footer.module.css';

/**
 * Footer shows the copyright notice, the job board with its feed for feed readers (served by the
 * server, not a page of the app: docs/api.md "Never miss a job"), and the legal links on every page.
 */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.inner}`}>
        <p className={styles.copyright}>{t('footer.copyright')}</p>
        <nav aria-label={t('footer.jobsLabel')}>
          <ul className={styles.links}>
            <li>
              <NavLink to="/vacancies" end>
                {t('footer.vacancies')}
              </NavLink>
            </li>
            <li>
              <a href="/jobs.atom" type="application/atom+xml">
                {t('footer.feed')}
              </a>
            </li>
          </ul>
        </nav>
        <nav aria-label={t('footer.legalLabel')}>
          <ul className={styles.links}>
            <li>
              <NavLink to="/privacy-policy">{t('footer.privacyPolicy')}</NavLink>
            </li>
            <li>
              <NavLink to="/disclaimer">{t('footer.disclaimer')}</NavLink>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
