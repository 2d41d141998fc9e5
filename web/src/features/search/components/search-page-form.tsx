import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { searchUrl } from '../search-url';
import styles from './search-results.module.css';

/** SearchPageForm is the search field of /search, filled with the current query. */
export function SearchPageForm({ query }: { query: string }) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const id = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void navigate(searchUrl(String(new FormData(event.currentTarget).get('q') ?? '')));
  }

  return (
    <form
      role="search"
      aria-label={t('page.formLabel')}
      action="/search"
      className={styles.form}
      onSubmit={submit}
    >
      <label htmlFor={id} className={styles.fieldLabel}>
        {t('page.fieldLabel')}
      </label>
      <div className={styles.field}>
        {/* A new query (a topic link, the header box) refills the field. */}
        <input
          key={query}
          id={id}
          className={styles.input}
          type="search"
          name="q"
          defaultValue={query}
          enterKeyHint="search"
        />
        <button type="submit" className="button">
          {t('page.submit')}
        </button>
      </div>
    </form>
  );
}
