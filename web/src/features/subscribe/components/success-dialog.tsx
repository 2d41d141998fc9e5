import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './success-dialog.module.css';

type Props = {
  open: boolean;
  /** Called once the dialog has closed, by its button or the Escape key. */
  onClose: () => void;
};

/**
 * SuccessDialog confirms a sign-up in a modal dialog. Opening it moves the focus to its
 * Close button; the caller decides where the focus goes back to in `onClose`.
 */
export function SuccessDialog({ open, onClose }: Props) {
  const { t } = useTranslation('subscribe');
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      onClose={onClose}
    >
      <svg className={styles.icon} aria-hidden="true" viewBox="0 0 24 24" width="40" height="40">
        <circle cx="12" cy="12" r="10" fill="currentColor" />
        <path
          d="m7.5 12.5 3 3 6-6.5"
          fill="none"
          stroke="#fff"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <h2 id={`${id}-title`} className={styles.title}>
        {t('success.title')}
      </h2>
      <p id={`${id}-message`} className={styles.message}>
        {t('success.message')}
      </p>
      <button type="button" className="button" onClick={() => ref.current?.close()}>
        {t('success.close')}
      </button>
    </dialog>
  );
}
