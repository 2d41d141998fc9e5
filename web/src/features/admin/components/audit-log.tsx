import type { TFunction } from 'i18next';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { DateField, TextField } from '@/components/form/input-fields';
import { SelectField } from '@/components/form/select-field';
import { ApiError } from '@/lib/api-client';
import { AUDIT_ACTIONS, AUDIT_FILTERS, useAudit, type AuditEntry, type AuditFilters } from '../api/audit';
import { When } from './list-parts';
import { useListParams } from './use-list-params';
import styles from './admin.module.css';

const DISCLOSURE_READ = /^disclosure\.([a-z_]+)\.read$/;

/**
 * actionLabel words an audit action ("user.disable", "disclosure.criminal.read") as what the
 * person did, in the visitor's language; an action this release does not know shows as its code.
 */
export function actionLabel(action: string, t: TFunction<'admin'>): string {
  const read = DISCLOSURE_READ.exec(action);
  if (read) {
    const section = t(`audit.sections.${read[1]}` as never, { defaultValue: read[1] });
    return t('audit.disclosureRead', { section });
  }
  // The texts are keyed by the code with underscores, as a dot separates a key's levels.
  return t(`audit.actions.${action.replace(/\./g, '_')}` as never, { defaultValue: action });
}

/** Actor names who acted: their name above their e-mail address, or why there is neither. */
function Actor({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin');
  const name = entry.actorName?.trim();
  if (name && entry.actorEmail) {
    return (
      <>
        {name}
        <br />
        <span className={styles.muted}>{entry.actorEmail}</span>
      </>
    );
  }
  if (entry.actorEmail) return entry.actorEmail;
  // An id without an address is an account deleted since; no id at all, someone not signed in (a failed sign-in).
  return entry.actorId ? t('audit.deletedAccount') : t('audit.nobody');
}

/** subjectText names what the action was done to, as it is now. */
function subjectText(entry: AuditEntry, t: TFunction<'admin'>): string {
  if (entry.subjectId === null) return t('common.none');
  if (entry.subjectId === entry.actorId) return t('audit.samePerson');
  return entry.subjectName ?? t('audit.gone');
}

/**
 * AuditFilter narrows the log to one action, a person (their name or e-mail address) and a range
 * of days. It starts from the filters in the URL (the log gives it a key made of them, so that back
 * and forward start it again) and checks the range before it applies them.
 */
function AuditFilter({ values, onApply }: { values: AuditFilters; onApply: (filters: AuditFilters) => void }) {
  const { t, i18n } = useTranslation('admin');
  const [draft, setDraft] = useState(values);
  const [rangeError, setRangeError] = useState('');
  const to = useRef<HTMLInputElement>(null);
  const set = (name: keyof AuditFilters) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setDraft({ ...draft, [name]: event.target.value });
  const actions = AUDIT_ACTIONS.map((code) => ({ value: code, label: actionLabel(code, t) })).sort((a, b) =>
    a.label.localeCompare(b.label, i18n.language),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    // ISO days compare as text. The server would refuse the range too, but only after a round trip.
    if (draft.from && draft.to && draft.to < draft.from) {
      setRangeError(t('audit.toBeforeFrom'));
      to.current?.focus();
      return;
    }
    setRangeError('');
    onApply({ ...draft, actor: draft.actor.trim() });
  }

  return (
    // noValidate: the range is checked above, in the page's language, rather than by a browser bubble.
    <form role="search" aria-label={t('audit.filterLabel')} onSubmit={submit} noValidate className={`panel ${styles.filter}`}>
      <SelectField
        label={t('audit.action')}
        options={[{ value: '', label: t('audit.allActions') }, ...actions]}
        value={draft.action}
        onChange={set('action')}
      />
      <TextField type="search" label={t('audit.person')} value={draft.actor} onChange={set('actor')} />
      <DateField label={t('audit.from')} value={draft.from} max={draft.to || undefined} onChange={set('from')} />
      <DateField ref={to} label={t('audit.to')} value={draft.to} min={draft.from || undefined} error={rangeError} onChange={set('to')} />
      <button type="submit" className="button">
        {t('common.search')}
      </button>
    </form>
  );
}

/**
 * AuditLog is the audit log, newest first, a page at a time: one row per event, saying when, what
 * was done, by whom and to whom or what, by name. Its filters and page are kept in the URL.
 */
export function AuditLog() {
  const { t } = useTranslation('admin');
  const { values, page, show } = useListParams(AUDIT_FILTERS);
  const audit = useAudit(values, page);
  const filtered = AUDIT_FILTERS.some((name) => values[name] !== '');

  const columns: Column<AuditEntry>[] = [
    { header: t('audit.at'), cell: (entry) => <When value={entry.at} /> },
    { header: t('audit.whatHappened'), cell: (entry) => actionLabel(entry.action, t), title: true },
    { header: t('audit.actor'), cell: (entry) => <Actor entry={entry} /> },
    { header: t('audit.subject'), cell: (entry) => subjectText(entry, t) },
  ];

  return (
    <div className={styles.stack}>
      <p className={styles.muted}>{t('audit.note')}</p>
      <AuditFilter key={AUDIT_FILTERS.map((name) => values[name]).join('\n')} values={values} onApply={show} />
      <DataTable
        caption={t('audit.caption')}
        columns={columns}
        query={audit}
        rowKey={(entry, index) => `${entry.at}-${index}`}
        status={{
          loading: t('common.loading'),
          none: filtered ? t('audit.noMatch') : t('audit.none'),
          found: (count) => t('audit.found', { count }),
        }}
        paging={{ page, onPage: (to) => show({ page: to }) }}
        errorMessage={audit.error instanceof ApiError && audit.error.status === 400 ? t('audit.badFilter') : undefined}
      />
    </div>
  );
}
