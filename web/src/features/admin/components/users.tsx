import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { useNotice } from '@/components/notice';
import { USER_ROLES, useAdminUsers, useSetDisabled, type AdminUser } from '../api/users';
import { ListFilter } from './list-filter';
import { RowButton } from './list-parts';
import { useConfirmedAction } from './row-action';
import { useListParams } from './use-list-params';
import styles from './admin.module.css';

const FILTERS = ['role', 'q'] as const;

/** fullName is how a user is named in the table and the messages: their name, or their e-mail without one. */
function fullName(user: AdminUser): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}

/**
 * UsersAdmin lists the accounts, filtered by role and searched by name or e-mail (both kept in the
 * URL), and disables them (after asking: every session ends at once) or enables them again.
 */
export function UsersAdmin() {
  const { t } = useTranslation('admin');
  const { values, page, show } = useListParams(FILTERS);
  const users = useAdminUsers({ ...values, page });
  const setDisabled = useSetDisabled();
  const notice = useNotice();
  const [enableFailed, setEnableFailed] = useState(false);
  const disable = useConfirmedAction({
    notice,
    mutation: setDisabled,
    variables: (user: AdminUser) => ({ id: user.id, disabled: true }),
    texts: (user) => ({
      title: t('users.disableTitle', { name: fullName(user) }),
      text: t('users.disableText', { name: fullName(user) }),
      confirm: t('users.disableConfirm'),
      busy: t('users.disabling'),
      done: t('users.disabled', { name: fullName(user) }),
    }),
    conflict: () => t('users.disableSelf'),
  });

  async function enable(user: AdminUser) {
    notice.clear();
    setEnableFailed(false);
    try {
      await setDisabled.mutateAsync({ id: user.id, disabled: false });
    } catch {
      setEnableFailed(true);
      return;
    }
    notice.show(t('users.enabled', { name: fullName(user) }));
  }

  const columns: Column<AdminUser>[] = [
    { header: t('users.name'), cell: fullName, title: true },
    { header: t('users.email'), cell: (user) => user.email },
    { header: t('users.role'), cell: (user) => t(`roles.${user.role}`) },
    { header: t('users.organization'), cell: (user) => user.organizationName ?? t('common.none') },
    { header: t('users.mfa'), cell: (user) => (user.mfaEnabled ? t('users.mfaOn') : t('users.mfaOff')) },
    { header: t('users.status'), cell: (user) => (user.disabled ? t('users.statusDisabled') : t('users.statusActive')) },
    {
      header: t('common.actions'),
      kind: 'actions',
      cell: (user) =>
        user.disabled ? (
          <RowButton label={t('users.enableLabel', { name: fullName(user) })} disabled={setDisabled.isPending} onClick={() => void enable(user)}>
            {t('users.enable')}
          </RowButton>
        ) : (
          <RowButton label={t('users.disableLabel', { name: fullName(user) })} onClick={() => disable.start(user)}>
            {t('users.disable')}
          </RowButton>
        ),
    },
  ];

  return (
    <div className={styles.stack}>
      <ListFilter
        key={`${values.role}|${values.q}`}
        label={t('users.filterLabel')}
        q={values.q}
        searchLabel={t('users.search')}
        choice={{
          label: t('users.role'),
          value: values.role,
          options: [{ value: '', label: t('users.allRoles') }, ...USER_ROLES.map((value) => ({ value, label: t(`roles.${value}`) }))],
        }}
        onApply={({ choice, q }) => show({ role: choice, q })}
      />
      {notice.element}
      {enableFailed && (
        <p role="alert" className={styles.alert}>
          {t('common.actionFailed')}
        </p>
      )}
      <DataTable
        caption={t('users.caption')}
        columns={columns}
        query={users}
        rowKey={(user) => user.id}
        status={{ loading: t('common.loading'), none: t('users.none'), found: (count) => t('users.found', { count }) }}
        paging={{ page, onPage: (to) => show({ page: to }) }}
      />
      {disable.dialog}
    </div>
  );
}
