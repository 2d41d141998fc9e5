import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/form/input-fields';
import { SelectField } from '@/components/form/select-field';
import { isConflict, pageCount } from '../api/admin-api';
import { USER_ROLES, useAdminUsers, useSetDisabled, type AdminUser } from '../api/users';
import { ConfirmDialog } from './confirm-dialog';
import { LoadFailed } from '@/components/load-failed';
import { Pager } from '@/components/pager';
import { Status, useNotice } from './list-parts';
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
  const [disabling, setDisabling] = useState<AdminUser | null>(null);
  const [enableFailed, setEnableFailed] = useState(false);

  function startDisabling(user: AdminUser) {
    notice.clear();
    setDisabled.reset();
    setDisabling(user);
  }

  async function confirmDisable() {
    if (!disabling) return;
    try {
      await setDisabled.mutateAsync({ id: disabling.id, disabled: true });
    } catch {
      return; // the dialog says why
    }
    notice.show(t('users.disabled', { name: fullName(disabling) }));
    setDisabling(null);
  }

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

  const answer = users.data;
  const loaded = answer && !users.isPlaceholderData ? answer : undefined;
  let status = t('common.loading');
  if (loaded?.total === 0) status = t('users.none');
  else if (loaded) status = `${t('users.found', { count: loaded.total })} ${t('common.pager.page', { page, pages: pageCount(loaded) })}`;

  return (
    <div className={styles.stack}>
      <UserFilter key={`${values.role}|${values.q}`} role={values.role} q={values.q} onApply={show} />
      {notice.element}
      {enableFailed && (
        <p role="alert" className={styles.alert}>
          {t('common.actionFailed')}
        </p>
      )}
      {users.isError ? <LoadFailed onRetry={() => void users.refetch()} /> : <Status>{status}</Status>}
      {answer && answer.items.length > 0 && (
        <div className={styles.tableWrap} role="region" aria-labelledby="users-caption" tabIndex={0}>
          <table className={`data-table ${styles.table}`}>
            <caption id="users-caption">{t('users.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('users.name')}</th>
                <th scope="col">{t('users.email')}</th>
                <th scope="col">{t('users.role')}</th>
                <th scope="col">{t('users.organization')}</th>
                <th scope="col">{t('users.mfa')}</th>
                <th scope="col">{t('users.status')}</th>
                <th scope="col">{t('common.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {answer.items.map((user) => (
                <tr key={user.id}>
                  <th scope="row">{fullName(user)}</th>
                  <td>{user.email}</td>
                  <td>{t(`roles.${user.role}`)}</td>
                  <td>{user.organizationName ?? t('common.none')}</td>
                  <td>{user.mfaEnabled ? t('users.mfaOn') : t('users.mfaOff')}</td>
                  <td>{user.disabled ? t('users.statusDisabled') : t('users.statusActive')}</td>
                  <td>
                    {user.disabled ? (
                      <button
                        type="button"
                        className={`button button-secondary ${styles.small}`}
                        aria-label={t('users.enableLabel', { name: fullName(user) })}
                        disabled={setDisabled.isPending}
                        onClick={() => void enable(user)}
                      >
                        {t('users.enable')}
                      </button>
                    ) : (
                      <button
                        type="button"
                        className={`button button-secondary ${styles.small}`}
                        aria-label={t('users.disableLabel', { name: fullName(user) })}
                        onClick={() => startDisabling(user)}
                      >
                        {t('users.disable')}
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
        title={disabling && t('users.disableTitle', { name: fullName(disabling) })}
        confirmLabel={t('users.disableConfirm')}
        busyLabel={t('users.disabling')}
        busy={setDisabled.isPending}
        error={
          setDisabled.isError && disabling
            ? isConflict(setDisabled.error)
              ? t('users.disableSelf')
              : t('common.actionFailed')
            : null
        }
        onConfirm={() => void confirmDisable()}
        onClose={() => {
          setDisabling(null);
          notice.focusIfShown();
        }}
      >
        <p>{disabling && t('users.disableText', { name: fullName(disabling) })}</p>
      </ConfirmDialog>
    </div>
  );
}

type FilterProps = { role: string; q: string; onApply: (filters: { role: string; q: string }) => void };

/** UserFilter narrows the table to one role and to names or addresses that contain a text. */
function UserFilter({ role, q, onApply }: FilterProps) {
  const { t } = useTranslation('admin');
  const [draft, setDraft] = useState({ role, q });
  function submit(event: FormEvent) {
    event.preventDefault();
    onApply({ role: draft.role, q: draft.q.trim() });
  }
  return (
    <form role="search" aria-label={t('users.filterLabel')} onSubmit={submit} className={`panel ${styles.filter}`}>
      <SelectField
        label={t('users.role')}
        options={[{ value: '', label: t('users.allRoles') }, ...USER_ROLES.map((value) => ({ value, label: t(`roles.${value}`) }))]}
        value={draft.role}
        onChange={(event) => setDraft({ ...draft, role: event.target.value })}
      />
      <TextField
        type="search"
        label={t('users.search')}
        value={draft.q}
        onChange={(event) => setDraft({ ...draft, q: event.target.value })}
      />
      <button type="submit" className="button">
        {t('common.search')}
      </button>
    </form>
  );
}
