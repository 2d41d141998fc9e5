import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import styles from './explore.module.css';

const GUIDES = [
  { to: '/housing-resources', key: 'housing' },
  { to: '/relocation-support', key: 'relocation' },
  { to: '/financial-resources', key: 'financial' },
  { to: '/community', key: 'community' },
] as const;

/** ExplorePage leads to the four relocation guides, each with a one-line description. */
export default function ExplorePage() {
  const { t } = useTranslation('pages');
  return (
    <>
      <PageHeader title={t('explore.title')} intro={t('explore.intro')} />
      <div className="container section">
        <ul className={styles.guides} aria-label={t('explore.linksLabel')}>
          {GUIDES.map(({ to, key }) => (
            <li key={to} className={styles.guide}>
              <Link to={to} className="button" aria-describedby={`explore-${key}`}>
                {t(`explore.${key}`)}
              </Link>
              <p id={`explore-${key}`}>{t(`explore.${key}Text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
