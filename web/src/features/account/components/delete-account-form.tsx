import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import * as v from 'valibot';
import { PasswordField } from '@/components/form/input-fields';
import { Modal } from '@/components/modal';
import { queryClient } from '@/lib/query-client';
import { useDeleteAccount } from '../api/account';
import { FormEnd } from '@/components/form/form-end';
import { ME } from './require-user';
import { useAccountForm } from './use-account-form';
import styles from './account-form.module.css';

const schema = v.object({ password: v.pipe(v.string(), v.nonEmpty('required')) });
type Values = v.InferInput<typeof schema>;

/**
 * DeleteAccount removes the teacher's account, its files and its sessions for good: a button
 * that opens a dialog where the password confirms it.
 */
export function DeleteAccount() {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  return (
    <>
      <p>{t('delete.intro')}</p>
      <button type="button" className={`button ${styles.danger}`} onClick={() => setOpen(true)}>
        {t('delete.open')}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('delete.title')}>
        <ConfirmForm onCancel={() => setOpen(false)} />
      </Modal>
    </>
  );
}

function ConfirmForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation('account');
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const { form, formRef, submitRef, onSubmit, busy, alert, errorOf } = useAccountForm<Values>({
    schema,
    defaultValues: { password: '' },
    fields: ['password'],
    send: async ({ password }) => {
      await remove.mutateAsync(password);
      queryClient.setQueryData(ME, null);
      await navigate('/', { replace: true });
    },
  });
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className={styles.form}>
      <p>{t('delete.warning')}</p>
      <PasswordField
        label={t('delete.password')}
        required
        error={errorOf('password')}
        autoComplete="current-password"
        maxLength={128}
        {...form.register('password')}
      />
      <button type="button" className="button button-secondary" onClick={onCancel}>
        {t('delete.cancel')}
      </button>
      <FormEnd alert={alert} busy={busy} submitRef={submitRef} label={t('delete.submit')} busyLabel={t('delete.submitting')} />
    </form>
  );
}
