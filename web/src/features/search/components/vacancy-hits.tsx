import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailed } from '@/components/load-failed';
import { useVacancySearch, VACANCY_HITS } from '../api/vacancy-search';
import styles from './search-results.module.css';

/**
 * VacancyHits lists the first open vacancies whose title or description matches a query, each
 * with its school and district, and leads to the board searched for the same words.
 */
export function VacancyHits({ query }: { query: string }) {
  const { t } = useTranslation('search');
  const { data, isPending, isError, refetch } = useVacancySearch(query);
  const board = `/vacancies?${new URLSearchParams({ q: query })}`;

  let status = t('page.vacancies.searching');
  if (data) {
    status = data.total > 0 ? t('page.vacancies.count', { count: data.total }) : t('page.vacancies.none', { query });
  }
  return (
    <section className="container section" aria-labelledby="vacancy-hits-title">
      <h2 id="vacancy-hits-title">{t('page.vacancies.title', { query })}</h2>
      {isError ? (
        <LoadFailed message={t('page.vacancies.failed')} onRetry={() => void refetch()} />
      ) : (
        <p role="status" aria-busy={isPending}>
          {status}
        </p>
      )}
      {data && data.items.length > 0 && (
        <ol className={styles.list}>
          {data.items.map((vacancy) => (
            <li key={vacancy.id} className={styles.item}>
              <h3 className={styles.title}>
                <Link to={`/vacancies/${vacancy.id}`} className={styles.link}>
                  {vacancy.position}
                </Link>
              </h3>
              <p className={styles.snippet}>
                {vacancy.schoolName}, {vacancy.district}
              </p>
            </li>
          ))}
        </ol>
      )}
      {data && (
        <p className={styles.lead}>
          {data.total > VACANCY_HITS ? (
            <Link to={board}>{t('page.vacancies.all', { total: data.total })}</Link>
          ) : (
            <Link to="/vacancies">{t('page.vacancies.board')}</Link>
          )}
        </p>
      )}
    </section>
  );
}
