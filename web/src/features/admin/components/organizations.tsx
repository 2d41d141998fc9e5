import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { EditDialog, useEditing } from '@/components/edit-dialog';
import { useNotice } from '@/components/notice';
import { useDeleteOrganization, useOrganizations, type Organization } from '../api/organizations';
import { EditDeleteActions, RowButton } from './list-parts';
import { OrganizationForm } from './organization-form';
import { useConfirmedAction } from './row-action';
import { SalaryScheduleForm } from './salary-schedule-form';
import styles from './admin.module.css';

/**
 * OrganizationsAdmin lists the partner districts with their counts of schools and users, and
 * creates, edits and deletes them (a district with schools or users cannot be deleted); each
 * district's salary schedule is edited from its row.
 */
export function OrganizationsAdmin() {
  const { t } = useTranslation('admin');
  const organizations = useOrganizations();
  const notice = useNotice();
  const editing = useEditing<Organization>(notice);
  const pay = useEditing<Organization>(notice);
  const remove = useConfirmedAction({
    notice,
    mutation: useDeleteOrganization(),
    variables: (organization: Organization) => organization.id,
    texts: ({ name }) => ({
      title: t('organizations.deleteTitle', { name }),
      text: t('organizations.deleteText', { name }),
      confirm: t('organizations.deleteConfirm'),
      busy: t('common.deleting'),
      done: t('organizations.deleted', { name }),
    }),
    conflict: ({ name }) => t('organizations.deleteConflict', { name }),
  });

  const columns: Column<Organization>[] = [
    { header: t('organizations.name'), cell: (organization) => organization.name, title: true },
    { header: t('organizations.county'), cell: (organization) => organization.county },
    { header: t('organizations.schools'), cell: (organization) => organization.schoolCount, kind: 'number' },
    { header: t('organizations.users'), cell: (organization) => organization.userCount, kind: 'number' },
    {
      header: t('common.actions'),
      kind: 'actions',
      cell: (organization) => (
        <EditDeleteActions name={organization.name} onEdit={() => editing.start(organization)} onDelete={() => remove.start(organization)}>
          <RowButton label={t('salary.editLabel', { name: organization.name })} onClick={() => pay.start(organization)}>
            {t('salary.edit')}
          </RowButton>
        </EditDeleteActions>
      ),
    },
  ];

  return (
    <div className={styles.stack}>
      <div className={styles.toolbar}>
        <button type="button" className="button" onClick={() => editing.start(null)}>
          {t('organizations.new')}
        </button>
      </div>
      {notice.element}
      <DataTable
        caption={t('organizations.caption')}
        columns={columns}
        query={organizations}
        rowKey={(organization) => organization.id}
        status={{ loading: t('common.loading'), none: t('organizations.found', { count: 0 }), found: (count) => t('organizations.found', { count }) }}
      />
      <EditDialog editing={editing} title={(organization) => (organization ? t('organizations.editTitle', { name: organization.name }) : t('organizations.newTitle'))}>
        {(organization) => (
          <OrganizationForm
            organization={organization}
            onCancel={editing.close}
            onSaved={(saved) => editing.saved(t(organization ? 'organizations.updated' : 'organizations.created', { name: saved.name }))}
          />
        )}
      </EditDialog>
      <EditDialog editing={pay} size="large" title={(organization) => t('salary.title', { name: organization?.name ?? '' })}>
        {(organization) =>
          organization && (
            <SalaryScheduleForm
              organization={organization}
              onCancel={pay.close}
              onSaved={() => pay.saved(t('salary.saved', { name: organization.name }))}
            />
          )
        }
      </EditDialog>
      {remove.dialog}
    </div>
  );
}
