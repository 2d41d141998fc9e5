import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/components/load-failed';
import { Pager } from '@/components/pager';
import { useHydrated } from '@/lib/browser';
import { Table, type TableProps } from './table';
import styles from './data-table.module.css';

export { RowActions, Table, type Column } from './table';

/** PageAnswer is a page of a longer list, as the server sends it. */
type PageAnswer<Row> = { items: Row[]; total: number; pageSize: number };

/** ListQuery is what a DataTable needs of the query that loads its rows (a TanStack Query result fits). */
export type ListQuery<Row> = {
  /** data is the whole list, or one page of it; undefined until the first answer. */
  data: PageAnswer<Row> | Row[] | undefined;
  isError: boolean;
  /** isPlaceholderData is true while the rows shown are the previous page's, until the next one comes. */
  isPlaceholderData: boolean;
  refetch: () => unknown;
};

/** StatusTexts are what the status line says: while loading, when there is nothing, and how much was found. */
export type StatusTexts = { loading?: string; none: string; found: (count: number) => string };

type ListProps<Row> = {
  query: ListQuery<Row>;
  status: StatusTexts;
  /** paging is the page shown (from 1) and how to show another, for a list the server sends a page at a time. */
  paging?: { page: number; onPage: (page: number) => void };
  /** empty is shown under the status line when there is nothing to list (a link to where to find some). */
  empty?: ReactNode;
  /** errorMessage is what the error state says, when more can be said than "We could not load this". */
  errorMessage?: string;
};

type Props<Row> = Omit<TableProps<Row>, 'rows'> & ListProps<Row>;

/** pageCount is how many pages a list has: at least one, even when empty. */
export function pageCount(answer: PageAnswer<unknown>): number {
  return Math.max(1, Math.ceil(answer.total / Math.max(1, answer.pageSize)));
}

/**
 * DataTable is a list the server sends: a status line read out as it changes (loading, how many,
 * or none), the rows as a Table (cards on a phone), then the shared Pager. When the list cannot
 * be loaded, LoadFailed with its retry stands in their place, so what is above stays usable.
 */
export function DataTable<Row>({ query, status, paging, empty, errorMessage, ...table }: Props<Row>) {
  return (
    <ListView query={query} status={status} paging={paging} empty={empty} errorMessage={errorMessage}>
      {(rows) => <Table rows={rows} {...table} />}
    </ListView>
  );
}

/** ListView is a DataTable whose rows show another way than as a table (`children`), such as cards. */
export function ListView<Row>({ query, status, paging, empty, errorMessage, children }: ListProps<Row> & { children: (rows: Row[]) => ReactNode }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const answer = query.data;
  const rows = answer === undefined || Array.isArray(answer) ? answer : answer.items;
  const page = paging?.page ?? 1;

  if (query.isError) return <LoadFailed message={errorMessage} onRetry={() => void query.refetch()} />;

  const loaded = query.isPlaceholderData ? undefined : answer;
  const total = loaded === undefined ? undefined : Array.isArray(loaded) ? loaded.length : loaded.total;
  // A pre-rendered page loads nothing: its status line stays empty until the app runs.
  let line = hydrated ? (status.loading ?? t('loading')) : '';
  if (total === 0) line = status.none;
  else if (loaded && !Array.isArray(loaded) && paging) line = `${status.found(loaded.total)} ${t('pager.page', { page, pages: pageCount(loaded) })}`;
  else if (total !== undefined) line = status.found(total);

  return (
    <div className={styles.list}>
      <p role="status" className={styles.status}>
        {line}
      </p>
      {total === 0 && empty}
      {rows && rows.length > 0 && children(rows)}
      {paging && answer && !Array.isArray(answer) && (answer.items.length > 0 || page > 1) && (
        <Pager page={page} pages={pageCount(answer)} onPage={paging.onPage} />
      )}
    </div>
  );
}
