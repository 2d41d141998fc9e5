import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/dates';
import { useEndSession, useSessions, type Session } from '../api/sessions';
import formStyles from './account-form.module.css';
import styles from './sessions-list.module.css';

/**
 * SessionsList shows the browsers signed in to the account (device, when it signed in and was
 * last used) and signs out one of the others, or all of them.
 */
export function SessionsList() {
  const { t } = useTranslation('account');
  const sessions = useSessions();
  const end = useEndSession();
  if (sessions.isPending) return <p role="status">{t('sessions.loading')}</p>;
  if (sessions.isError) return <p role="alert">{t('sessions.loadFailed')}</p>;
  const others = sessions.data.filter((s) => !s.current);
  return (
    <div className={styles.sessions}>
      <p>{t('sessions.intro')}</p>
      <ul className={styles.list}>
        {sessions.data.map((s) => (
          <SessionItem key={s.id} session={s} onEnd={() => end.mutate(s.id)} busy={end.isPending} />
        ))}
      </ul>
      {end.isError && (
        <p role="alert" className={formStyles.alert}>
          {t('sessions.failed')}
        </p>
      )}
      {others.length > 0 && (
        <button type="button" className="button button-secondary" disabled={end.isPending} onClick={() => end.mutate(undefined)}>
          {t('sessions.endOthers')}
        </button>
      )}
    </div>
  );
}

function SessionItem({ session, onEnd, busy }: { session: Session; onEnd: () => void; busy: boolean }) {
  const { t, i18n } = useTranslation('account');
  const browser = session.browser || t('sessions.unknownBrowser');
  const device = session.system ? t('sessions.device', { browser, system: session.system }) : browser;
  return (
    <li className={styles.item}>
      <div>
        <strong>{device}</strong>
        {session.current && <span className={styles.current}> {t('sessions.current')}</span>}
        <br />
        <small>
          {t('sessions.dates', {
            signedIn: formatDate(session.createdAt, i18n.language),
            lastUsed: formatDate(session.lastUsedAt, i18n.language),
          })}
        </small>
      </div>
      {!session.current && (
        <button type="button" className="button button-secondary" disabled={busy} onClick={onEnd}
          aria-label={t('sessions.endOne', { device })}>
          {t('sessions.end')}
        </button>
      )}
    </li>
  );
}
