import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loadSearch } from '../search-engine';
import styles from './search-results.module.css';
import { SearchTopics } from './search-topics';

/**
 * SearchResults lists every page that matches a query, in the current language, with the
 * matching heading (or the page description) under each title. It suspends while the
 * search index downloads.
 */
export function SearchResults({ query }: { query: string }) {
  const { t, i18n } = useTranslation('pages');
  const { t: tSearch } = useTranslation('search');
  const hits = use(loadSearch(i18n.language))(query);

  return (
    <section className="container section" aria-labelledby="search-results-title">
      <h2 id="search-results-title">{t('search.resultsTitle', { query })}</h2>
      <p role="status">
        {hits.length > 0
          ? t('search.resultCount', { count: hits.length })
          : t('search.noResults', { query })}
      </p>
      {hits.length > 0 ? (
        <ol className={styles.list}>
          {hits.map((hit) => (
            <li key={hit.path} className={styles.item}>
              <h3 className={styles.title}>
                <Link to={hit.path} className={styles.link}>
                  {hit.title}
                </Link>
              </h3>
              <p className={styles.snippet}>{hit.heading ?? hit.description}</p>
            </li>
          ))}
        </ol>
      ) : (
        <SearchTopics lead={tSearch('page.otherTopics')} />
      )}
    </section>
  );
}
