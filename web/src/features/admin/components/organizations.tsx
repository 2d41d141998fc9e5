import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/modal';
import { isConflict } from '../api/admin-api';
import { useDeleteOrganization, useOrganizations, type Organization } from '../api/organizations';
import { ConfirmDialog } from './confirm-dialog';
import { LoadFailed } from '@/components/load-failed';
import { Status, useNotice } from './list-parts';
import { OrganizationForm } from './organization-form';
import styles from './admin.module.css';

/** Editing is the organization the form dialog edits: null for a new one; the dialog is closed while undefined. */
type Editing = Organization | null | undefined;

/**
 * OrganizationsAdmin lists the partner districts with their counts of schools and users, and
 * creates, edits and deletes them (a district with schools or users cannot be deleted).
 */
export function OrganizationsAdmin() {
  const { t } = useTranslation('admin');
  const organizations = useOrganizations();
  const notice = useNotice();
  const [editing, setEditing] = useState<Editing>(undefined);
  const [deleting, setDeleting] = useState<Organization | null>(null);
  const remove = useDeleteOrganization();

  function startEditing(organization: Organization | null) {
    notice.clear();
    setEditing(organization);
  }

  function startDeleting(organization: Organization) {
    notice.clear();
    remove.reset();
    setDeleting(organization);
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
    } catch {
      return; // the dialog says why
    }
    notice.show(t('organizations.deleted', { name: deleting.name }));
    setDeleting(null);
  }

  let status = t('common.loading');
  if (organizations.data) status = t('organizations.found', { count: organizations.data.length });

  return (
    <div className={styles.stack}>
      <div className={styles.toolbar}>
        <button type="button" className="button" onClick={() => startEditing(null)}>
          {t('organizations.new')}
        </button>
      </div>
      {notice.element}
      {organizations.isError ? <LoadFailed onRetry={() => void organizations.refetch()} /> : <Status>{status}</Status>}
      {organizations.data && organizations.data.length > 0 && (
        <div className={styles.tableWrap} role="region" aria-labelledby="organizations-caption" tabIndex={0}>
          <table className={`data-table ${styles.table}`}>
            <caption id="organizations-caption">{t('organizations.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('organizations.name')}</th>
                <th scope="col">{t('organizations.county')}</th>
                <th scope="col" className={styles.number}>
                  {t('organizations.schools')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('organizations.users')}
                </th>
                <th scope="col">{t('common.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {organizations.data.map((organization) => (
                <tr key={organization.id}>
                  <th scope="row">{organization.name}</th>
                  <td>{organization.county}</td>
                  <td className={styles.number}>{organization.schoolCount}</td>
                  <td className={styles.number}>{organization.userCount}</td>
                  <td>
                    <div className={styles.rowActions}>
                      <button
                        type="button"
                        className={`button button-secondary ${styles.small}`}
                        aria-label={t('common.editLabel', { name: organization.name })}
                        onClick={() => startEditing(organization)}
                      >
                        {t('common.edit')}
                      </button>
                      <button
                        type="button"
                        className={`button button-secondary ${styles.small}`}
                        aria-label={t('common.deleteLabel', { name: organization.name })}
                        onClick={() => startDeleting(organization)}
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

      <Modal
        open={editing !== undefined}
        onClose={() => {
          setEditing(undefined);
          notice.focusIfShown();
        }}
        title={editing ? t('organizations.editTitle', { name: editing.name }) : t('organizations.newTitle')}
      >
        {editing !== undefined && (
          <OrganizationForm
            organization={editing}
            onCancel={() => setEditing(undefined)}
            onSaved={(saved) => {
              notice.show(t(editing ? 'organizations.updated' : 'organizations.created', { name: saved.name }));
              setEditing(undefined);
            }}
          />
        )}
      </Modal>

      <ConfirmDialog
        title={deleting && t('organizations.deleteTitle', { name: deleting.name })}
        confirmLabel={t('organizations.deleteConfirm')}
        busyLabel={t('common.deleting')}
        busy={remove.isPending}
        error={
          remove.isError && deleting
            ? isConflict(remove.error)
              ? t('organizations.deleteConflict', { name: deleting.name })
              : t('common.actionFailed')
            : null
        }
        onConfirm={() => void confirmDelete()}
        onClose={() => {
          setDeleting(null);
          notice.focusIfShown();
        }}
      >
        <p>{deleting && t('organizations.deleteText', { name: deleting.name })}</p>
      </ConfirmDialog>
    </div>
  );
}
