import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/form/input-fields';
import { pageCount } from '../api/admin-api';
import { subscribersCsvUrl, useSubscribers, useUnsubscribe, type Subscriber } from '../api/subscribers';
import { ConfirmDialog } from './confirm-dialog';
import { LoadFailed } from '@/components/load-failed';
import { Pager } from '@/components/pager';
import { Status, useNotice, When } from './list-parts';
import { useListParams } from './use-list-params';
import styles from './admin.module.css';

const FILTERS = ['q'] as const;

/** countryName is a country's name in `language`, from its ISO code ("US"); the code itself when unknown. */
function countryName(code: string, language: string): string {
  if (!code) return '';
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/**
 * SubscribersAdmin lists the newsletter's subscribers, searched by name or e-mail (kept in the
 * URL), downloads those found as a CSV file, and unsubscribes an address after asking.
 */
export function SubscribersAdmin() {
  const { t, i18n } = useTranslation('admin');
  const { values, page, show } = useListParams(FILTERS);
  const subscribers = useSubscribers(values.q, page);
  const unsubscribe = useUnsubscribe();
  const notice = useNotice();
  const [removing, setRemoving] = useState<Subscriber | null>(null);

  function startRemoving(subscriber: Subscriber) {
    notice.clear();
    unsubscribe.reset();
    setRemoving(subscriber);
  }

  async function confirmRemove() {
    if (!removing) return;
    try {
      await unsubscribe.mutateAsync(removing.id);
    } catch {
      return; // the dialog says why
    }
    notice.show(t('subscribers.unsubscribed', { email: removing.email }));
    setRemoving(null);
  }

  const answer = subscribers.data;
  const loaded = answer && !subscribers.isPlaceholderData ? answer : undefined;
  let status = t('common.loading');
  if (loaded?.total === 0) status = t('subscribers.none');
  else if (loaded) status = `${t('subscribers.found', { count: loaded.total })} ${t('common.pager.page', { page, pages: pageCount(loaded) })}`;

  return (
    <div className={styles.stack}>
      <SubscriberSearch key={values.q} q={values.q} onSearch={(q) => show({ q })} />
      <div className={styles.toolbar}>
        <a className="button button-secondary" href={subscribersCsvUrl(values.q)} download>
          {t('subscribers.csv')}
        </a>
        <span className={styles.muted}>{values.q ? t('subscribers.csvMatching', { q: values.q }) : t('subscribers.csvAll')}</span>
      </div>
      {notice.element}
      {subscribers.isError ? <LoadFailed onRetry={() => void subscribers.refetch()} /> : <Status>{status}</Status>}
      {answer && answer.items.length > 0 && (
        <div className={styles.tableWrap} role="region" aria-labelledby="subscribers-caption" tabIndex={0}>
          <table className={`data-table ${styles.table}`}>
            <caption id="subscribers-caption">{t('subscribers.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('subscribers.email')}</th>
                <th scope="col">{t('subscribers.name')}</th>
                <th scope="col">{t('subscribers.phone')}</th>
                <th scope="col">{t('subscribers.country')}</th>
                <th scope="col">{t('subscribers.language')}</th>
                <th scope="col">{t('subscribers.since')}</th>
                <th scope="col">{t('subscribers.status')}</th>
                <th scope="col">{t('common.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {answer.items.map((subscriber) => (
                <tr key={subscriber.id}>
                  <th scope="row">{subscriber.email}</th>
                  <td>{`${subscriber.firstName} ${subscriber.lastName}`.trim()}</td>
                  <td className={styles.nowrap}>{subscriber.contactNumber}</td>
                  <td>{countryName(subscriber.country, i18n.language)}</td>
                  <td>{subscriber.language === 'es' || subscriber.language === 'en' ? t(`languages.${subscriber.language}`) : subscriber.language}</td>
                  <td>
                    <When value={subscriber.createdAt} dateOnly />
                  </td>
                  <td>
                    {subscriber.unsubscribedAt ? (
                      <>
                        {t('subscribers.statusUnsubscribed')} <When value={subscriber.unsubscribedAt} dateOnly />
                      </>
                    ) : (
                      t('subscribers.statusSubscribed')
                    )}
                  </td>
                  <td>
                    {!subscriber.unsubscribedAt && (
                      <button
                        type="button"
                        className={`button button-secondary ${styles.small}`}
                        aria-label={t('subscribers.unsubscribeLabel', { email: subscriber.email })}
                        onClick={() => startRemoving(subscriber)}
                      >
                        {t('subscribers.unsubscribe')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {answer && (answer.items.length > 0 || page > 1) && (
        <Pager page={page} pages={pageCount(answer)} onPage={(to) => show({ page: to })} />
      )}

      <ConfirmDialog
        title={removing && t('subscribers.unsubscribeTitle', { email: removing.email })}
        confirmLabel={t('subscribers.unsubscribeConfirm')}
        busyLabel={t('subscribers.unsubscribing')}
        busy={unsubscribe.isPending}
        error={unsubscribe.isError ? t('common.actionFailed') : null}
        onConfirm={() => void confirmRemove()}
        onClose={() => {
          setRemoving(null);
          notice.focusIfShown();
        }}
      >
        <p>{t('subscribers.unsubscribeText')}</p>
      </ConfirmDialog>
    </div>
  );
}

/** SubscriberSearch searches the subscribers by name or e-mail address. */
function SubscriberSearch({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation('admin');
  const [value, setValue] = useState(q);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(value.trim());
  }
  return (
    <form role="search" aria-label={t('subscribers.searchLabel')} onSubmit={submit} className={`panel ${styles.filter}`}>
      <TextField type="search" label={t('subscribers.search')} value={value} onChange={(event) => setValue(event.target.value)} />
      <button type="submit" className="button">
        {t('common.search')}
      </button>
    </form>
  );
}
