import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CopyButton } from './copy-button';
import styles from './mfa.module.css';

type Props = { codes: string[]; continueTo: string };

/**
 * RecoveryCodes shows the recovery codes once, right after two-factor authentication is turned
 * on, to download or copy, then continues to `continueTo`. The focus moves to its heading.
 */
export function RecoveryCodes({ codes, continueTo }: Props) {
  const { t } = useTranslation('mfa');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const text = [t('codes.fileTitle'), t('codes.warning'), '', ...codes, ''].join('\n');

  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'teachbay-recovery-codes.txt';
    link.click();
    // The download has its own reference to the file; the link's can go once the click is handled.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }

  return (
    <section aria-labelledby="mfa-codes" className={`panel ${styles.box}`}>
      <p className={styles.done}>{t('codes.enabled')}</p>
      <h2 id="mfa-codes" ref={heading} tabIndex={-1}>
        {t('codes.title')}
      </h2>
      <p className={styles.warning}>{t('codes.warning')}</p>
      <ol className={styles.codes} aria-label={t('codes.listLabel')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        <button type="button" className="button button-secondary" onClick={download}>
          {t('codes.download')}
        </button>
        <CopyButton text={codes.join('\n')} label={t('codes.copy')} />
      </div>
      <Link to={continueTo} className={`button ${styles.continue}`}>
        {t('continue')}
      </Link>
    </section>
  );
}
