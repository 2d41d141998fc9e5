import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './modal.module.css';

type Props = {
  open: boolean;
  /** Called when the visitor closes the modal: its close button, Escape, or a click on the backdrop. */
  onClose: () => void;
  title: string;
  /** `large` is for media, such as an embedded video. */
  size?: 'normal' | 'large';
  children: ReactNode;
};

/**
 * Modal shows its content in a native modal `<dialog>`: the page behind it is inert, Tab stays
 * inside it, Escape closes it, and focus returns to what had it before it opened.
 */
export function Modal({ open, onClose, title, size = 'normal', children }: Props) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      returnFocus.current = document.activeElement as HTMLElement | null;
      element.showModal();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      className={`${styles.modal} ${size === 'large' ? styles.large : ''}`}
      onClose={() => {
        returnFocus.current?.focus();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog itself, outside its content box.
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      <div className={styles.content}>
        <div className={styles.bar}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={() => dialog.current?.close()}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{t('close')}</span>
          </button>
        </div>
        {open && children}
      </div>
    </dialog>
  );
}
