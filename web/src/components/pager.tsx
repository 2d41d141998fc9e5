import { useTranslation } from 'react-i18next';
import styles from './pager.module.css';

type Props = { page: number; pages: number; onPage: (page: number) => void };

/**
 * Pager moves through the pages of a list: Previous, "Page N of M", Next. A button with nowhere
 * to go is marked disabled but keeps the focus, so a keyboard user is not thrown to the top.
 */
export function Pager({ page, pages, onPage }: Props) {
  const { t } = useTranslation();
  const button = (label: string, to: number, possible: boolean) => (
    <button type="button" className="button button-secondary" aria-disabled={!possible} onClick={() => possible && onPage(to)}>
      {label}
    </button>
  );
  return (
    <nav aria-label={t('pager.label')} className={styles.pager}>
      {button(t('pager.previous'), page - 1, page > 1)}
      <p>{t('pager.page', { page, pages })}</p>
      {button(t('pager.next'), page + 1, page < pages)}
    </nav>
  );
}
