import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { useAudit, type AuditEntry } from '../api/audit';
import { When } from './list-parts';
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

  const columns: Column<AuditEntry>[] = [
    { header: t('audit.at'), cell: (entry) => <When value={entry.at} /> },
    { header: t('audit.actor'), cell: (entry) => entry.actorEmail ?? entry.actorId ?? t('audit.nobody') },
    { header: t('audit.action'), cell: (entry) => actionLabel(entry.action, t), title: true },
    { header: t('audit.subject'), cell: (entry) => (entry.subjectId ? <code>{entry.subjectId}</code> : t('common.none')) },
  ];

  return (
    <div className={styles.stack}>
      <p className={styles.muted}>{t('audit.note')}</p>
      <DataTable
        caption={t('audit.caption')}
        columns={columns}
        query={audit}
        rowKey={(entry, index) => `${entry.at}-${index}`}
        status={{ loading: t('common.loading'), none: t('audit.none'), found: (count) => t('audit.found', { count }) }}
        paging={{ page, onPage: (to) => show({ page: to }) }}
      />
    </div>
  );
}
