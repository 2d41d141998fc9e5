import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { searchPages, type PageEntry } from '../search-pages';
import styles from './search-results.module.css';

// Signed-in areas and the search page itself are not useful results for visitors.
const HIDDEN_PATHS = new Set(['/search', '/teacher', '/school', '/admin']);

// Titles carry the site name for browser tabs; in a list of TeachBay pages it is noise.
const SITE_NAME = /^TeachBay \| | \| TeachBay$/g;

function pageEntries(routes: Record<string, { title: string; description: string }>): PageEntry[] {
  return Object.entries(routes)
    .filter(([path]) => !HIDDEN_PATHS.has(path))
    .map(([path, meta]) => ({ path, ...meta, title: meta.title.replace(SITE_NAME, '') }));
}

/** SearchResults lists the site's pages that match a keyword, in the current language. */
export function SearchResults({ query }: { query: string }) {
  const { t } = useTranslation('pages');
  const { t: tMeta } = useTranslation('meta');
  const results = searchPages(query, pageEntries(tMeta('routes', { returnObjects: true })));

  return (
    <section className="container section" aria-labelledby="search-results-title">
      <h2 id="search-results-title">{t('search.resultsTitle', { query })}</h2>
      <p role="status">
        {results.length > 0
          ? t('search.resultCount', { count: results.length })
          : t('search.noResults', { query })}
      </p>
      <ul className={styles.list}>
        {results.map((page) => (
          <li key={page.path} className={styles.item}>
            <Link to={page.path} className={styles.link}>
              {page.title}
            </Link>
            <p className={styles.description}>{page.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
