import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListView } from '@/components/data-table/data-table';
import { SelectField } from '@/components/form/select-field';
import { useNotice } from '@/components/notice';
import { useMarkHandled, useMessages, type ContactMessage, type MessageFilter } from '../api/messages';
import { When } from './list-parts';
import { useListParams } from './use-list-params';
import styles from './admin.module.css';

const FILTERS: readonly MessageFilter[] = ['unhandled', 'handled', 'all'];

/** senderName is who wrote a message: their name, or their address without one. */
function senderName(message: ContactMessage): string {
  return `${message.firstName} ${message.lastName}`.trim() || message.email;
}

/**
 * MessagesAdmin shows the messages of the contact form, those still to answer first (the filter is
 * kept in the URL): each in full, with a reply by e-mail and "Mark as handled".
 */
export function MessagesAdmin() {
  const { t } = useTranslation('admin');
  const { values, page, show } = useListParams(['show'] as const);
  const filter = FILTERS.find((value) => value === values.show) ?? 'unhandled';
  const messages = useMessages(filter, page);
  const markHandled = useMarkHandled();
  const notice = useNotice();
  const [failed, setFailed] = useState(false);

  async function handle(message: ContactMessage) {
    notice.clear();
    setFailed(false);
    try {
      await markHandled.mutateAsync(message.id);
    } catch {
      setFailed(true);
      return;
    }
    notice.show(t('messages.markedHandled', { name: senderName(message) }));
  }

  return (
    <div className={styles.stack}>
      <div role="group" aria-label={t('messages.filterLabel')} className={`panel ${styles.filter}`}>
        <SelectField
          label={t('messages.show')}
          options={FILTERS.map((value) => ({ value, label: t(`messages.filters.${value}`) }))}
          value={filter}
          onChange={(event) => show({ show: event.target.value === 'unhandled' ? '' : event.target.value })}
        />
      </div>
      {notice.element}
      {failed && (
        <p role="alert" className={styles.alert}>
          {t('common.actionFailed')}
        </p>
      )}
      <ListView
        query={messages}
        status={{ loading: t('common.loading'), none: t(`messages.none.${filter}`), found: (count) => t('messages.found', { count }) }}
        paging={{ page, onPage: (to) => show({ page: to }) }}
      >
        {(rows) => (
          <ul className={styles.messages} aria-label={t('messages.listLabel')}>
            {rows.map((message) => (
              <li key={message.id}>
                <MessageCard message={message} busy={markHandled.isPending} onHandle={() => void handle(message)} />
              </li>
            ))}
          </ul>
        )}
      </ListView>
    </div>
  );
}

type CardProps = { message: ContactMessage; busy: boolean; onHandle: () => void };

/** MessageCard is one message in full: who sent it and when, what they wrote, and what to do with it. */
function MessageCard({ message, busy, onHandle }: CardProps) {
  const { t } = useTranslation('admin');
  const name = senderName(message);
  const language = message.language === 'es' ? 'es' : 'en';
  // The reply's subject is in the language the sender wrote in.
  const reply = `mailto:${message.email}?subject=${encodeURIComponent(t(`messages.replySubject.${language}`))}`;
  const headingId = `message-${message.id}`;
  return (
    <article className={`panel ${styles.stack}`} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('messages.from', { name })}</h2>
      <dl className={styles.facts}>
        <dt>{t('messages.email')}</dt>
        <dd>{message.email}</dd>
        {message.phone && (
          <>
            <dt>{t('messages.phone')}</dt>
            <dd>{message.phone}</dd>
          </>
        )}
        <dt>{t('messages.received')}</dt>
        <dd>
          <When value={message.createdAt} />
        </dd>
        <dt>{t('messages.language')}</dt>
        <dd>{t(`languages.${language}`)}</dd>
        <dt>{t('messages.status')}</dt>
        <dd>
          {message.handledAt ? (
            <>
              {t('messages.handledOn')} <When value={message.handledAt} />
            </>
          ) : (
            t('messages.unhandled')
          )}
        </dd>
      </dl>
      <p className={styles.message}>{message.message}</p>
      <div className={styles.actions}>
        <a className="button button-secondary" href={reply} aria-label={t('messages.replyLabel', { name })}>
          {t('messages.reply')}
        </a>
        {!message.handledAt && (
          <button type="button" className="button" disabled={busy} aria-label={t('messages.handleLabel', { name })} onClick={onHandle}>
            {t('messages.handle')}
          </button>
        )}
      </div>
    </article>
  );
}
