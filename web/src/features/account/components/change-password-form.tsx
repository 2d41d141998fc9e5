import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { PasswordField } from '@/components/form/input-fields';
import { useChangePassword } from '../api/account';
import { FormEnd } from '@/components/form/form-end';
import { PASSWORD_MAX, passwordSchema } from '../password-rule';
import { PasswordStrength } from './password-strength';
import { useAccountForm } from './use-account-form';
import styles from './account-form.module.css';

const schema = v.object({
  currentPassword: v.pipe(v.string(), v.nonEmpty('required')),
  newPassword: passwordSchema(),
});
type Values = v.InferInput<typeof schema>;

/** ChangePasswordForm replaces the signed-in user's password; their other sessions end. */
export function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const change = useChangePassword();
  const [done, setDone] = useState(false);
  const { form, formRef, submitRef, onSubmit, busy, alert, errorOf } = useAccountForm<Values>({
    schema,
    defaultValues: { currentPassword: '', newPassword: '' },
    fields: ['currentPassword', 'newPassword'],
    send: async (values) => {
      setDone(false);
      await change.mutateAsync(values);
      form.reset();
      setDone(true);
    },
  });
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className={styles.form}>
      <PasswordField
        label={t('change.current')}
        required
        error={errorOf('currentPassword')}
        autoComplete="current-password"
        maxLength={PASSWORD_MAX}
        {...form.register('currentPassword')}
      />
      <PasswordField
        label={t('newPassword')}
        hint={t('passwordHint')}
        required
        error={errorOf('newPassword')}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        {...form.register('newPassword')}
      />
      <PasswordStrength password={form.watch('newPassword')} />
      {done && (
        <p role="status" className={styles.done}>
          {t('change.done')}
        </p>
      )}
      <FormEnd alert={alert} busy={busy} submitRef={submitRef} label={t('change.submit')} busyLabel={t('change.submitting')} />
    </form>
  );
}
