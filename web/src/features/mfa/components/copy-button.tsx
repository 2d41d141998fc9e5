import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './mfa.module.css';

/** CopyButton puts `text` on the clipboard and says, in a live region, whether it could. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('mfa');
  const [result, setResult] = useState<'copied' | 'copyFailed' | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setResult('copied');
    } catch {
      setResult('copyFailed');
    }
  }
  return (
    <span className={styles.copy}>
      <button type="button" className="button button-secondary" onClick={() => void copy()}>
        {label}
      </button>
      <span role="status" className={styles.copied}>
        {result && t(result)}
      </span>
    </span>
  );
}
