import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { pageCount } from '../api/admin-api';
import { useAudit } from '../api/audit';
import { LoadFailed } from '@/components/load-failed';
import { Pager } from '@/components/pager';
import { Status, When } from './list-parts';
import { useListParams } from './use-list-params';
import styles from './admin.module.css';

const DISCLOSURE = /^disclosure\.([a-z_]+)\.(read|write)$/;

/**
 * actionLabel words an audit action ("user.disable", "disclosure.criminal.read") in the
 * visitor's language; an action this release does not know shows as its code.
 */
export function actionLabel(action: string, t: TFunction<'admin'>): string {
  const disclosure = DISCLOSURE.exec(action);
  if (disclosure) {
    const [, section, verb] = disclosure;
    const name = t(`audit.sections.${section}` as never, { defaultValue: section });
    return t(verb === 'read' ? 'audit.disclosureRead' : 'audit.disclosureWrite', { section: name });
  }
  return t(`audit.actions.${action.replace(/\./g, '_')}` as never, { defaultValue: action });
}

/** AuditLog is the audit log, newest first, a page at a time (the page is kept in the URL). */
export function AuditLog() {
  const { t } = useTranslation('admin');
  const { page, show } = useListParams([] as const);
  const audit = useAudit(page);

  const answer = audit.data;
  const loaded = answer && !audit.isPlaceholderData ? answer : undefined;
  let status = t('common.loading');
  if (loaded?.total === 0) status = t('audit.none');
  else if (loaded) status = `${t('audit.found', { count: loaded.total })} ${t('common.pager.page', { page, pages: pageCount(loaded) })}`;

  return (
    <div className={styles.stack}>
      <p className={styles.muted}>{t('audit.note')}</p>
      {audit.isError ? <LoadFailed onRetry={() => void audit.refetch()} /> : <Status>{status}</Status>}
      {answer && answer.items.length > 0 && (
        <div className={styles.tableWrap} role="region" aria-labelledby="audit-caption" tabIndex={0}>
          <table className={`data-table ${styles.table}`}>
            <caption id="audit-caption">{t('audit.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('audit.at')}</th>
                <th scope="col">{t('audit.actor')}</th>
                <th scope="col">{t('audit.action')}</th>
                <th scope="col">{t('audit.subject')}</th>
              </tr>
            </thead>
            <tbody>
              {answer.items.map((entry, index) => (
                <tr key={`${entry.at}-${index}`}>
                  <td>
                    <When value={entry.at} />
                  </td>
                  <td>{entry.actorEmail ?? entry.actorId ?? t('audit.nobody')}</td>
                  <th scope="row">{actionLabel(entry.action, t)}</th>
                  <td>
                    {entry.subjectId ? <code>{entry.subjectId}</code> : t('common.none')}
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
    </div>
  );
}
