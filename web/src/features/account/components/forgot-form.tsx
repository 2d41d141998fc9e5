import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import * as v from 'valibot';
import { requiredText } from '@/components/form/form-errors';
import { TextField } from '@/components/form/input-fields';
import { useForgotPassword } from '../api/account';
import { FormEnd } from '@/components/form/form-end';
import { useAccountForm } from './use-account-form';
import styles from './account-form.module.css';

const schema = v.object({ email: requiredText() });
type Values = v.InferInput<typeof schema>;

/** ForgotForm asks for a link to set a new password; the answer is the same for any address. */
export function ForgotForm() {
  const { t } = useTranslation('account');
  const forgot = useForgotPassword();
  const [sent, setSent] = useState(false);
  const { form, formRef, submitRef, onSubmit, busy, alert, errorOf } = useAccountForm<Values>({
    schema,
    defaultValues: { email: '' },
    fields: ['email'],
    send: async ({ email }) => {
      await forgot.mutateAsync(email);
      setSent(true);
    },
  });
  return (
    <div className={`panel ${styles.box}`}>
      {sent ? (
        <p role="status" className={styles.done}>
          {t('forgot.sent')}
        </p>
      ) : (
        <form ref={formRef} noValidate onSubmit={onSubmit} className={styles.form}>
          <TextField
            label={t('email')}
            required
            error={errorOf('email')}
            type="email"
            autoComplete="email"
            {...form.register('email')}
          />
          <FormEnd
            alert={alert}
            busy={busy}
            submitRef={submitRef}
            label={t('forgot.submit')}
            busyLabel={t('forgot.submitting')}
          />
        </form>
      )}
      <p>
        <Link to="/user/login">{t('forgot.back')}</Link>
      </p>
    </div>
  );
}
