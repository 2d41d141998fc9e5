import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import * as v from 'valibot';
import { PasswordField } from '@/components/form/input-fields';
import { useResetPassword } from '../api/account';
import { PASSWORD_MAX, passwordSchema } from '../password-rule';
import { PasswordStrength } from './password-strength';
import { FormEnd } from '@/components/form/form-end';
import { INVALID_TOKEN, useAccountForm } from './use-account-form';
import styles from './account-form.module.css';

const schema = v.object({
  password: passwordSchema(),
});
type Values = v.InferInput<typeof schema>;

/** ResetForm sets a new password with the token of the mailed link (`?token=`). */
export function ResetForm() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const [done, setDone] = useState(false);
  const { form, formRef, submitRef, onSubmit, busy, alert, errorOf } = useAccountForm<Values>({
    schema,
    defaultValues: { password: '' },
    fields: ['password'],
    send: async ({ password }) => {
      await reset.mutateAsync({ token, password });
      setDone(true);
    },
  });

  if (!token || alert?.texts.includes(INVALID_TOKEN)) {
    return (
      <div className={`panel ${styles.box}`}>
        <p role={token ? 'alert' : undefined} className={styles.alert}>
          {t(token ? 'errors.invalidToken' : 'reset.noToken')}
        </p>
        <Link to="/user/forgot-password" className="button">
          {t('reset.askAgain')}
        </Link>
      </div>
    );
  }
  if (done) {
    return (
      <div className={`panel ${styles.box}`}>
        <p role="status" className={styles.done}>
          {t('reset.done')}
        </p>
        <Link to="/user/login" className="button">
          {t('login.submit')}
        </Link>
      </div>
    );
  }
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className={`panel ${styles.box} ${styles.form}`}>
      <PasswordField
        label={t('newPassword')}
        hint={t('passwordHint')}
        required
        error={errorOf('password')}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        {...form.register('password')}
      />
      <PasswordStrength password={form.watch('password')} />
      <FormEnd
        alert={alert}
        busy={busy}
        submitRef={submitRef}
        label={t('reset.submit')}
        busyLabel={t('reset.submitting')}
      />
    </form>
  );
}
