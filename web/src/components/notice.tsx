import { useRef, useState, type ReactNode } from 'react';
import { useFocusAfterRender } from '@/components/form/form-errors';
import styles from './notice.module.css';

/** Notice is the line that says what an action did: see useNotice. */
export type Notice = {
  show: (message: string) => void;
  clear: () => void;
  focusIfShown: () => void;
  element: ReactNode;
};

/**
 * useNotice is the line that says what an action did. `show` puts a text there and moves the focus
 * to it; `clear` empties it (when another action starts). A dialog that closes gives the focus
 * back to the button that opened it: its onClose calls `focusIfShown` to bring the focus to the
 * result instead, when there is one.
 */
export function useNotice(): Notice {
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
