import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { searchUrl } from '../search-url';
import styles from './search-results.module.css';

/** SearchTopics offers a few common searches as links, under a short lead-in text. */
export function SearchTopics({ lead }: { lead?: string }) {
  const { t } = useTranslation('search');
  const leadId = useId();
  const topics = t('page.topics')
    .split(',')
    .map((topic) => topic.trim())
    .filter(Boolean);

  return (
    <>
      {lead && (
        <p id={leadId} className={styles.lead}>
          {lead}
        </p>
      )}
      <ul
        className="button-row"
        aria-label={lead ? undefined : t('page.topicsLabel')}
        aria-labelledby={lead ? leadId : undefined}
      >
        {topics.map((topic) => (
          <li key={topic}>
            <Link to={searchUrl(topic)} className="button button-secondary">
              {topic}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/** SearchStart is what /search shows before anything was searched for. */
export function SearchStart() {
  const { t } = useTranslation('search');
  return (
    <section className="container section" aria-labelledby="search-start-title">
      <h2 id="search-start-title">{t('page.startTitle')}</h2>
      <p>{t('page.startText')}</p>
      <SearchTopics />
    </section>
  );
}
