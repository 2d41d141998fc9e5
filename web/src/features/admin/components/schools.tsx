import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { EditDialog, useEditing } from '@/components/edit-dialog';
import { useNotice } from '@/components/notice';
import { useOptionLabel } from '@/lib/options';
import { useOrganizations } from '../api/organizations';
import { useAdminSchools, useDeleteSchool, type AdminSchool } from '../api/schools';
import { ListFilter } from './list-filter';
import { EditDeleteActions } from './list-parts';
import { useConfirmedAction } from './row-action';
import { SchoolForm } from './school-form';
import { useListParams } from './use-list-params';
import styles from './admin.module.css';

const FILTERS = ['organizationId', 'q'] as const;

/**
 * SchoolsAdmin lists the partner schools, filtered by organization and searched by name (both
 * kept in the URL), and creates, edits and deletes them (a school with vacancies cannot be deleted).
 */
export function SchoolsAdmin() {
  const { t } = useTranslation('admin');
  const label = useOptionLabel();
  const { values, page, show } = useListParams(FILTERS);
  const schools = useAdminSchools({ ...values, page });
  const organizations = useOrganizations();
  const notice = useNotice();
  const editing = useEditing<AdminSchool>(notice);
  const remove = useConfirmedAction({
    notice,
    mutation: useDeleteSchool(),
    variables: (school: AdminSchool) => school.id,
    texts: ({ schoolName: name }) => ({
      title: t('schools.deleteTitle', { name }),
      text: t('schools.deleteText', { name }),
      confirm: t('schools.deleteConfirm'),
      busy: t('common.deleting'),
      done: t('schools.deleted', { name }),
    }),
    conflict: ({ schoolName: name }) => t('schools.deleteConflict', { name }),
  });

  const columns: Column<AdminSchool>[] = [
    { header: t('schools.form.schoolName'), cell: (school) => school.schoolName, title: true },
    { header: t('schools.form.organizationId'), cell: (school) => school.district },
    { header: t('schools.form.level'), cell: (school) => label('gradeLevels', school.level) },
    { header: t('schools.form.city'), cell: (school) => school.city },
    {
      header: t('schools.location'),
      cell: (school) =>
        school.lat !== null && school.lng !== null ? `${school.lat.toFixed(4)}, ${school.lng.toFixed(4)}` : t('schools.noLocation'),
    },
    {
      header: t('common.actions'),
      kind: 'actions',
      cell: (school) => (
        <EditDeleteActions name={school.schoolName} onEdit={() => editing.start(school)} onDelete={() => remove.start(school)} />
      ),
    },
  ];

  return (
    <div className={styles.stack}>
      <ListFilter
        key={`${values.organizationId}|${values.q}`}
        label={t('schools.filterLabel')}
        q={values.q}
        searchLabel={t('schools.search')}
        choice={{
          label: t('schools.form.organizationId'),
          value: values.organizationId,
          options: [
            { value: '', label: t('common.allOrganizations') },
            ...(organizations.data ?? []).map((organization) => ({ value: organization.id, label: organization.name })),
          ],
        }}
        onApply={({ choice, q }) => show({ organizationId: choice, q })}
      />
      <div className={styles.toolbar}>
        <button type="button" className="button" onClick={() => editing.start(null)}>
          {t('schools.new')}
        </button>
      </div>
      {notice.element}
      <DataTable
        caption={t('schools.caption')}
        columns={columns}
        query={schools}
        rowKey={(school) => school.id}
        status={{ loading: t('common.loading'), none: t('schools.none'), found: (count) => t('schools.found', { count }) }}
        paging={{ page, onPage: (to) => show({ page: to }) }}
      />
      <EditDialog
        editing={editing}
        size="large"
        title={(school) => (school ? t('schools.editTitle', { name: school.schoolName }) : t('schools.newTitle'))}
      >
        {(school) => (
          <SchoolForm
            school={school}
            defaultOrganizationId={values.organizationId}
            onCancel={editing.close}
            onSaved={(saved) => editing.saved(t(school ? 'schools.updated' : 'schools.created', { name: saved.schoolName }))}
          />
        )}
      </EditDialog>
      {remove.dialog}
    </div>
  );
}
