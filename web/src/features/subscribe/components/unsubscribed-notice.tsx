import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import styles from './unsubscribed-notice.module.css';

/**
 * UnsubscribedNotice tells visitors arriving from a newsletter's unsubscribe link how it went:
 * the server sends them to /subscribe?unsubscribed=1 (done) or ?unsubscribed=invalid.
 */
export function UnsubscribedNotice() {
  const { t } = useTranslation('subscribe');
  const [params] = useSearchParams();
  const result = params.get('unsubscribed');
  const kind = result === '1' ? 'done' : result === 'invalid' ? 'invalid' : null;
  if (!kind) return null;
  return (
    <div role="status" className={`${styles.notice} ${kind === 'invalid' ? styles.warning : ''}`}>
      <div className="container">
        <p className={styles.title}>{t(`page.unsubscribed.${kind}.title`)}</p>
        <p className={styles.body}>
          {kind === 'done' ? (
            t('page.unsubscribed.done.body')
          ) : (
            <Trans
              t={t}
              i18nKey="page.unsubscribed.invalid.body"
              components={{ a: <Link to="/contact-us" /> }}
            />
          )}
        </p>
      </div>
    </div>
  );
}
