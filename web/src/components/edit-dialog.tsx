import { useState, type ReactNode } from 'react';
import { Modal } from '@/components/modal';
import type { Notice } from './notice';

/** Editing is the row a form dialog edits: null for a new one, undefined while the dialog is closed. */
type Editing<Row> = {
  row: Row | null | undefined;
  /** start opens the dialog on a row, or on a new one (null). */
  start: (row: Row | null) => void;
  /** close closes the dialog without a change. */
  close: () => void;
  /** saved closes the dialog and says what was saved in the notice. */
  saved: (message: string) => void;
  /** closed is what the dialog does as it closes: the focus goes to the notice, when it says something. */
  closed: () => void;
};

/** useEditing is which row a form dialog edits, and what the list's notice says after. */
export function useEditing<Row>(notice: Notice): Editing<Row> {
  const [row, setRow] = useState<Row | null | undefined>(undefined);
  return {
    row,
    start(next) {
      notice.clear();
      setRow(next);
    },
    close: () => setRow(undefined),
    saved(message) {
      notice.show(message);
      setRow(undefined);
    },
    closed() {
      setRow(undefined);
      notice.focusIfShown();
    },
  };
}

type Props<Row> = {
  editing: Editing<Row>;
  /** title names the dialog for a row, or for a new one (null). */
  title: (row: Row | null) => string;
  size?: 'normal' | 'large';
  /** children is the form for a row, or for a new one (null). */
  children: (row: Row | null) => ReactNode;
};

/** EditDialog is the dialog of a list's form, open while `editing` has a row (or a new one). */
export function EditDialog<Row>({ editing, title, size, children }: Props<Row>) {
  const { row } = editing;
  return (
    <Modal open={row !== undefined} size={size} onClose={editing.closed} title={row === undefined ? '' : title(row)}>
      {row !== undefined && children(row)}
    </Modal>
  );
}
