import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusAfterRender } from '@/components/form/form-errors';
import styles from './admin.module.css';

/**
 * Pager moves through the pages of a table: Previous, "Page N of M", Next. A button with nowhere
 * to go is marked disabled but keeps the focus, so a keyboard user is not thrown to the top.
 */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('admin');
  const button = (label: string, to: number, possible: boolean) => (
    <button type="button" className="button button-secondary" aria-disabled={!possible} onClick={() => possible && onPage(to)}>
      {label}
    </button>
  );
  return (
    <nav aria-label={t('common.pager.label')} className={styles.pager}>
      {button(t('common.pager.previous'), page - 1, page > 1)}
      <p>{t('common.pager.page', { page, pages })}</p>
      {button(t('common.pager.next'), page + 1, page < pages)}
    </nav>
  );
}

/** LoadFailed says a read failed and offers to try again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <div role="alert" className={styles.alert}>
      <p>{t('common.loadFailed')}</p>
      <button type="button" className="button button-secondary" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

/** Status is the line that says what a table shows (or that it is loading), read out when it changes. */
export function Status({ children }: { children: ReactNode }) {
  return (
    <p role="status" className={styles.status}>
      {children}
    </p>
  );
}

/** When shows an instant (RFC 3339) as a day and a time in the visitor's language. */
export function When({ value, dateOnly = false }: { value: string; dateOnly?: boolean }) {
  const { i18n } = useTranslation();
  return <time dateTime={value}>{formatWhen(value, i18n.language, dateOnly)}</time>;
}

/** formatWhen writes an instant as a day, with its time unless `dateOnly`, in `language`. */
export function formatWhen(value: string, language: string, dateOnly = false): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: dateOnly ? undefined : 'short' }).format(
    new Date(value),
  );
}

/**
 * useNotice is the line that says what an action did. `show` puts a text there and moves the focus
 * to it; `clear` empties it (when another action starts). A dialog that closes gives the focus
 * back to the button that opened it: its onClose calls `focusIfShown` to bring the focus to the
 * result instead, when there is one.
 */
export function useNotice() {
  const ref = useRef<HTMLParagraphElement>(null);
  const [text, setText] = useState('');
  const focusAfterRender = useFocusAfterRender();
  return {
    show(message: string) {
      setText(message);
      focusAfterRender(() => ref.current);
    },
    clear() {
      setText('');
    },
    focusIfShown() {
      if (text) ref.current?.focus();
    },
    element: (
      <p ref={ref} tabIndex={-1} role="status" className={styles.notice}>
        {text}
      </p>
    ),
  };
}
