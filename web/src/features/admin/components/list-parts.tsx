import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActions } from '@/components/data-table/data-table';
import styles from './admin.module.css';

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

type RowButtonProps = {
  /** label names the button with its row ("Delete: Pinellas County Schools"). */
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
};

/** RowButton is a small button that acts on one row of a table. */
export function RowButton({ label, onClick, disabled, children }: RowButtonProps) {
  return (
    <button type="button" className={`button button-secondary ${styles.small}`} aria-label={label} disabled={disabled} onClick={onClick}>
      {children}
    </button>
  );
}

/** EditDeleteActions are a row's Edit and Delete buttons, each named with the row's `name`, with its other actions (`children`) between them. */
export function EditDeleteActions({ name, onEdit, onDelete, children }: { name: string; onEdit: () => void; onDelete: () => void; children?: ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <RowActions>
      <RowButton label={t('common.editLabel', { name })} onClick={onEdit}>
        {t('common.edit')}
      </RowButton>
      {children}
      <RowButton label={t('common.deleteLabel', { name })} onClick={onDelete}>
        {t('common.delete')}
      </RowButton>
    </RowActions>
  );
}
