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

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, iframe, [tabindex]:not([tabindex="-1"])';

/**
 * Modal shows its content in a native modal `<dialog>`: the page behind it is inert, Tab and
 * Shift+Tab cycle inside it, Escape closes it, and focus returns to what had it before it opened.
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
      onKeyDown={(event) => {
        // The page behind is inert, but Tab would leave for the browser's own controls: wrap.
        if (event.key !== 'Tab') return;
        const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
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
