import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './data-table.module.css';

/** Column is one column of a table: its heading and how a row shows in it. */
export type Column<Row> = {
  /** header is the column's heading, and the name of the value on a phone's card. */
  header: string;
  /** cell is what a row shows in this column. */
  cell: (row: Row, index: number) => ReactNode;
  /** title marks the column that names the row: its row header, the heading of its card. */
  title?: boolean;
  /** kind: `number` aligns figures; `actions` holds a row's buttons and links, at the end of its card, unnamed. */
  kind?: 'number' | 'actions';
  /** hideHeader keeps the heading for screen readers only (a column of "View" links). */
  hideHeader?: boolean;
};

/** TableProps are what a Table shows: its caption, its columns and its rows. */
export type TableProps<Row> = {
  /** caption names the table, for everyone and for screen readers. */
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row, index: number) => string;
  /** rowLink is where the row's title leads: its main link. */
  rowLink?: (row: Row) => string;
};

/**
 * Table is a table of rows in a bordered frame. Below 44rem of room each row becomes a card:
 * its title first (a link, with `rowLink`), every value after its column's name, the actions
 * last, and nothing wider than the screen. Screen readers read a table at every width.
 */
export function Table<Row>({ caption, columns, rows, rowKey, rowLink }: TableProps<Row>) {
  const captionId = useId();
  return (
    // A wide table may scroll sideways inside its frame: the region can then take the focus.
    <div className={styles.frame} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={`data-table ${styles.table}`}>
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={column.kind === 'number' ? styles.number : undefined}>
                {column.hideHeader ? <span className="visually-hidden">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)}>
              {columns.map((column) => {
                const value = column.cell(row, index);
                if (column.title) {
                  return (
                    <th key={column.header} scope="row" className={styles.title}>
                      {rowLink ? <Link to={rowLink(row)}>{value}</Link> : value}
                    </th>
                  );
                }
                return (
                  <td
                    key={column.header}
                    className={column.kind ? styles[column.kind] : undefined}
                    data-label={column.kind === 'actions' ? undefined : column.header}
                  >
                    {value}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** RowActions lays out a row's buttons and links side by side; they wrap on a card. */
export function RowActions({ children }: { children: ReactNode }) {
  return <div className={styles.rowActions}>{children}</div>;
}
