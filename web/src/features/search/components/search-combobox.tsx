import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSearch } from '../use-search';
import styles from './search-combobox.module.css';

/** The most pages the header suggests; "See all results" leads to the rest. */
export const MAX_SUGGESTIONS = 8;

// An action (search the board, see all results) rather than a page is set apart from the pages.
type Option = { key: string; to: string; label: string; detail?: string; action?: boolean };

type Props = {
  /** Called after the box has sent the visitor to another page (the mobile menu closes). */
  onNavigate?: () => void;
};

/**
 * SearchCombobox is the header's keyword box (WAI-ARIA 1.2 combobox with a listbox
 * popup). Typing suggests matching pages, then the job board searched for the text; Arrow
 * keys move through them and Enter opens the active one; Enter without one, or the last
 * option, opens /search?q=<text>.
 * Escape closes the list, a second Escape clears the box. The index of the pages
 * downloads the first time the box gets focus.
 */
export function SearchCombobox({ onNavigate }: Props) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [wanted, setWanted] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const search = useSearch(i18n.language, wanted);
  const text = query.trim();
  // Written out rather than shared with the /search page (search-url.ts): a module used by
  // both would move into a chunk of its own, one more request before the first page shows.
  const resultsUrl = `/search?${new URLSearchParams({ q: text })}`;

  const hits = useMemo(() => (search && text ? search(text) : []), [search, text]);
  // Job titles change by the minute, so no index built with the app holds them: the board
  // searches them live, and the results page lists the first few.
  const options: Option[] =
    search && text
      ? [
          ...hits.slice(0, MAX_SUGGESTIONS).map((hit) => ({
            key: hit.path,
            to: hit.path,
            label: hit.title,
            detail: hit.heading,
          })),
          {
            key: 'vacancies',
            to: `/vacancies?${new URLSearchParams({ q: text })}`,
            label: t('search.vacancies', { query: text }),
            action: true,
          },
          { key: 'all', to: resultsUrl, label: t('search.seeAll', { query: text }), action: true },
        ]
      : [];
  const expanded = open && options.length > 0;
  const activeIndex = expanded && active < options.length ? active : -1;
  const optionId = (index: number) => `${id}-option-${index}`;

  // The active option stays in view when the list scrolls (short screens).
  useEffect(() => {
    listRef.current?.children[activeIndex]?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex]);

  let status = '';
  if (open && text && search) {
    status = hits.length ? t('search.resultCount', { count: hits.length }) : t('search.noResults');
  }

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function go(to: string) {
    setQuery('');
    close();
    void navigate(to);
    onNavigate?.();
  }

  function move(step: 1 | -1) {
    const count = options.length;
    if (count === 0) return;
    setOpen(true);
    if (!expanded || activeIndex < 0) setActive(step === 1 ? 0 : count - 1);
    else setActive((activeIndex + step + count) % count);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        // Alt+Down only opens the list, as in a native select.
        if (event.altKey) setOpen(true);
        else move(event.key === 'ArrowDown' ? 1 : -1);
        break;
      case 'Enter':
        if (activeIndex >= 0) {
          event.preventDefault();
          go(options[activeIndex].to);
        }
        break;
      case 'Escape':
        // Handled here, it must not also close the mobile menu around the box.
        if (expanded || query) {
          event.preventDefault();
          event.stopPropagation();
          if (expanded) close();
          else setQuery('');
        }
        break;
      case 'Tab':
        close();
        break;
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    go(resultsUrl);
  }

  return (
    <form
      role="search"
      aria-label={t('search.label')}
      action="/search"
      className={styles.form}
      onSubmit={submit}
    >
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        id={`${id}-input`}
        className={styles.input}
        type="search"
        name="q"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-listbox`}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t('search.placeholder')}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(-1);
          setWanted(true);
        }}
        onFocus={() => setWanted(true)}
        onClick={() => setOpen(true)}
        onBlur={close}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className={styles.submit}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
          <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{t('search.submit')}</span>
      </button>
      <ul
        ref={listRef}
        id={`${id}-listbox`}
        role="listbox"
        aria-label={t('search.suggestions')}
        className={styles.listbox}
        hidden={!expanded}
        // Keeps the focus in the box while an option is clicked.
        onMouseDown={(event) => event.preventDefault()}
      >
        {options.map((option, index) => (
          <li
            key={option.key}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            className={option.action ? `${styles.option} ${styles.action}` : styles.option}
            onClick={() => go(option.to)}
          >
            <span className={styles.label}>{option.label}</span>
            {option.detail && <span className={styles.detail}>{option.detail}</span>}
          </li>
        ))}
      </ul>
      <div role="status" className="visually-hidden">
        {status}
      </div>
    </form>
  );
}
