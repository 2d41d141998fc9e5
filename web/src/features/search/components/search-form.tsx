import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import styles from './search-form.module.css';

/** SearchForm is the header's keyword box; submitting opens /search?q=<text>. */
export function SearchForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const id = useId();
  const current = pathname === '/search' ? (params.get('q') ?? '') : '';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    void navigate(`/search?${new URLSearchParams({ q: query })}`);
  }

  return (
    <form
      role="search"
      aria-label={t('search.label')}
      action="/search"
      className={styles.form}
      onSubmit={submit}
    >
      <label htmlFor={id} className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        key={current}
        id={id}
        className={styles.input}
        type="search"
        name="q"
        defaultValue={current}
        placeholder={t('search.placeholder')}
      />
      <button type="submit" className={styles.submit}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
          <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{t('search.submit')}</span>
      </button>
    </form>
  );
}
