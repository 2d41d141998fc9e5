import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from './modal';
import styles from './confirm-dialog.module.css';

type Props = {
  /** The question, such as "Delete Pinellas County Schools?"; the dialog is open while it is set. */
  title: string | null;
  /** What the action will do. */
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  /** The label of the button that closes the dialog without the action: "Cancel" unless told. */
  cancelLabel?: string;
  busy: boolean;
  /** Why the last attempt failed, in the visitor's language. */
  error: string | null;
  onConfirm: () => void;
  /** Called when the dialog closes, whether confirmed or not. */
  onClose: () => void;
  /** `danger` colours the confirm button as a destructive action. */
  danger?: boolean;
};

/** ConfirmDialog asks before an action that cannot be taken back; nothing is sent until it is confirmed. */
export function ConfirmDialog({ title, children, confirmLabel, busyLabel, cancelLabel, busy, error, onConfirm, onClose, danger = true }: Props) {
  const { t } = useTranslation();
  return (
    <Modal open={title !== null} onClose={onClose} title={title ?? ''}>
      <div className={styles.stack}>
        {children}
        {error && (
          <p role="alert" className={styles.alert}>
            {error}
          </p>
        )}
        <div className={styles.actions}>
          <button
            type="button"
            className={danger ? `button ${styles.danger}` : 'button'}
            disabled={busy}
            onClick={onConfirm}
          >
            {busy ? busyLabel : confirmLabel}
          </button>
          <button type="button" className="button button-secondary" onClick={onClose}>
            {cancelLabel ?? t('confirmDialog.cancel')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
