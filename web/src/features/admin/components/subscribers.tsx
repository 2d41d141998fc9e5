import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { useNotice } from '@/components/notice';
import { subscribersCsvUrl, useSubscribers, useUnsubscribe, type Subscriber } from '../api/subscribers';
import { ListFilter } from './list-filter';
import { RowButton, When } from './list-parts';
import { useConfirmedAction } from './row-action';
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
  const notice = useNotice();
  const unsubscribe = useConfirmedAction({
    notice,
    mutation: useUnsubscribe(),
    variables: (subscriber: Subscriber) => subscriber.id,
    texts: ({ email }) => ({
      title: t('subscribers.unsubscribeTitle', { email }),
      text: t('subscribers.unsubscribeText'),
      confirm: t('subscribers.unsubscribeConfirm'),
      busy: t('subscribers.unsubscribing'),
      done: t('subscribers.unsubscribed', { email }),
    }),
  });

  const columns: Column<Subscriber>[] = [
    { header: t('subscribers.email'), cell: (subscriber) => subscriber.email, title: true },
    { header: t('subscribers.name'), cell: (subscriber) => `${subscriber.firstName} ${subscriber.lastName}`.trim() },
    { header: t('subscribers.phone'), cell: (subscriber) => subscriber.contactNumber },
    { header: t('subscribers.country'), cell: (subscriber) => countryName(subscriber.country, i18n.language) },
    {
      header: t('subscribers.language'),
      cell: ({ language }) => (language === 'es' || language === 'en' ? t(`languages.${language}`) : language),
    },
    { header: t('subscribers.since'), cell: (subscriber) => <When value={subscriber.createdAt} dateOnly /> },
    {
      header: t('subscribers.status'),
      cell: (subscriber) =>
        subscriber.unsubscribedAt ? (
          <>
            {t('subscribers.statusUnsubscribed')} <When value={subscriber.unsubscribedAt} dateOnly />
          </>
        ) : (
          t('subscribers.statusSubscribed')
        ),
    },
    {
      header: t('common.actions'),
      kind: 'actions',
      cell: (subscriber) =>
        !subscriber.unsubscribedAt && (
          <RowButton label={t('subscribers.unsubscribeLabel', { email: subscriber.email })} onClick={() => unsubscribe.start(subscriber)}>
            {t('subscribers.unsubscribe')}
          </RowButton>
        ),
    },
  ];

  return (
    <div className={styles.stack}>
      <ListFilter
        key={values.q}
        label={t('subscribers.searchLabel')}
        q={values.q}
        searchLabel={t('subscribers.search')}
        onApply={({ q }) => show({ q })}
      />
      <div className={styles.toolbar}>
        <a className="button button-secondary" href={subscribersCsvUrl(values.q)} download>
          {t('subscribers.csv')}
        </a>
        <span className={styles.muted}>{values.q ? t('subscribers.csvMatching', { q: values.q }) : t('subscribers.csvAll')}</span>
      </div>
      {notice.element}
      <DataTable
        caption={t('subscribers.caption')}
        columns={columns}
        query={subscribers}
        rowKey={(subscriber) => subscriber.id}
        status={{ loading: t('common.loading'), none: t('subscribers.none'), found: (count) => t('subscribers.found', { count }) }}
        paging={{ page, onPage: (to) => show({ page: to }) }}
      />
      {unsubscribe.dialog}
    </div>
  );
}
