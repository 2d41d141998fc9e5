import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/form/input-fields';
import { SelectField } from '@/components/form/select-field';
import { Modal } from '@/components/modal';
import { useOptionLabel } from '@/lib/options';
import { isConflict, pageCount } from '../api/admin-api';
import { useOrganizations } from '../api/organizations';
import { useAdminSchools, useDeleteSchool, type AdminSchool } from '../api/schools';
import { ConfirmDialog } from './confirm-dialog';
import { LoadFailed } from '@/components/load-failed';
import { Pager } from '@/components/pager';
import { Status, useNotice } from './list-parts';
import { SchoolForm } from './school-form';
import { useListParams } from './use-list-params';
import styles from './admin.module.css';

const FILTERS = ['organizationId', 'q'] as const;

/** Editing is the school the form dialog edits: null for a new one; the dialog is closed while undefined. */
type Editing = AdminSchool | null | undefined;

/**
 * SchoolsAdmin lists the partner schools, filtered by organization and searched by name (both
 * kept in the URL), and creates, edits and deletes them (a school with vacancies cannot be deleted).
 */
export function SchoolsAdmin() {
  const { t } = useTranslation('admin');
  const label = useOptionLabel();
  const { values, page, show } = useListParams(FILTERS);
  const schools = useAdminSchools({ ...values, page });
  const notice = useNotice();
  const [editing, setEditing] = useState<Editing>(undefined);
  const [deleting, setDeleting] = useState<AdminSchool | null>(null);
  const remove = useDeleteSchool();

  function startEditing(school: AdminSchool | null) {
    notice.clear();
    setEditing(school);
  }

  function startDeleting(school: AdminSchool) {
    notice.clear();
    remove.reset();
    setDeleting(school);
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
    } catch {
      return; // the dialog says why
    }
    notice.show(t('schools.deleted', { name: deleting.schoolName }));
    setDeleting(null);
  }

  const answer = schools.data;
  const loaded = answer && !schools.isPlaceholderData ? answer : undefined;
  let status = t('common.loading');
  if (loaded?.total === 0) status = t('schools.none');
  else if (loaded) status = `${t('schools.found', { count: loaded.total })} ${t('common.pager.page', { page, pages: pageCount(loaded) })}`;

  return (
    <div className={styles.stack}>
      <SchoolFilter key={`${values.organizationId}|${values.q}`} organizationId={values.organizationId} q={values.q} onApply={show} />
      <div className={styles.toolbar}>
        <button type="button" className="button" onClick={() => startEditing(null)}>
          {t('schools.new')}
        </button>
      </div>
      {notice.element}
      {schools.isError ? <LoadFailed onRetry={() => void schools.refetch()} /> : <Status>{status}</Status>}
      {answer && answer.items.length > 0 && (
        <div className={styles.tableWrap} role="region" aria-labelledby="schools-caption" tabIndex={0}>
          <table className={`data-table ${styles.table}`}>
            <caption id="schools-caption">{t('schools.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('schools.form.schoolName')}</th>
                <th scope="col">{t('schools.form.organizationId')}</th>
                <th scope="col">{t('schools.form.level')}</th>
                <th scope="col">{t('schools.form.city')}</th>
                <th scope="col">{t('schools.location')}</th>
                <th scope="col">{t('common.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {answer.items.map((school) => (
                <tr key={school.id}>
                  <th scope="row">{school.schoolName}</th>
                  <td>{school.district}</td>
                  <td>{label('gradeLevels', school.level)}</td>
                  <td>{school.city}</td>
                  <td className={styles.nowrap}>
                    {school.lat !== null && school.lng !== null
                      ? `${school.lat.toFixed(4)}, ${school.lng.toFixed(4)}`
                      : t('schools.noLocation')}
                  </td>
                  <td>
                    <div className={styles.rowActions}>
                      <button
                        type="button"
                        className={`button button-secondary ${styles.small}`}
                        aria-label={t('common.editLabel', { name: school.schoolName })}
                        onClick={() => startEditing(school)}
                      >
                        {t('common.edit')}
                      </button>
                      <button
                        type="button"
                        className={`button button-secondary ${styles.small}`}
                        aria-label={t('common.deleteLabel', { name: school.schoolName })}
                        onClick={() => startDeleting(school)}
                      >
                        {t('common.delete')}
                      </button>
                    </div>
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

      <Modal
        open={editing !== undefined}
        size="large"
        onClose={() => {
          setEditing(undefined);
          notice.focusIfShown();
        }}
        title={editing ? t('schools.editTitle', { name: editing.schoolName }) : t('schools.newTitle')}
      >
        {editing !== undefined && (
          <SchoolForm
            school={editing}
            defaultOrganizationId={values.organizationId}
            onCancel={() => setEditing(undefined)}
            onSaved={(saved) => {
              notice.show(t(editing ? 'schools.updated' : 'schools.created', { name: saved.schoolName }));
              setEditing(undefined);
            }}
          />
        )}
      </Modal>

      <ConfirmDialog
        title={deleting && t('schools.deleteTitle', { name: deleting.schoolName })}
        confirmLabel={t('schools.deleteConfirm')}
        busyLabel={t('common.deleting')}
        busy={remove.isPending}
        error={
          remove.isError && deleting
            ? isConflict(remove.error)
              ? t('schools.deleteConflict', { name: deleting.schoolName })
              : t('common.actionFailed')
            : null
        }
        onConfirm={() => void confirmDelete()}
        onClose={() => {
          setDeleting(null);
          notice.focusIfShown();
        }}
      >
        <p>{deleting && t('schools.deleteText', { name: deleting.schoolName })}</p>
      </ConfirmDialog>
    </div>
  );
}

type FilterProps = { organizationId: string; q: string; onApply: (filters: { organizationId: string; q: string }) => void };

/** SchoolFilter narrows the table to one organization and to names that contain a text. */
function SchoolFilter({ organizationId, q, onApply }: FilterProps) {
  const { t } = useTranslation('admin');
  const organizations = useOrganizations();
  const [draft, setDraft] = useState({ organizationId, q });
  function submit(event: FormEvent) {
    event.preventDefault();
    onApply({ organizationId: draft.organizationId, q: draft.q.trim() });
  }
  return (
    <form role="search" aria-label={t('schools.filterLabel')} onSubmit={submit} className={`panel ${styles.filter}`}>
      <SelectField
        label={t('schools.form.organizationId')}
        options={[
          { value: '', label: t('common.allOrganizations') },
          ...(organizations.data ?? []).map((organization) => ({ value: organization.id, label: organization.name })),
        ]}
        value={draft.organizationId}
        onChange={(event) => setDraft({ ...draft, organizationId: event.target.value })}
      />
      <TextField
        type="search"
        label={t('schools.search')}
        value={draft.q}
        onChange={(event) => setDraft({ ...draft, q: event.target.value })}
      />
      <button type="submit" className="button">
        {t('common.search')}
      </button>
    </form>
  );
}
