import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import * as v from 'valibot';
import { requiredText } from '@/components/form/form-errors';
import { PasswordField, TextField } from '@/components/form/input-fields';
import { queryClient } from '@/lib/query-client';
import { HOME, MFA_SETUP, useAcceptInvitation } from '../api/account';
import { FormEnd } from '@/components/form/form-end';
import { PasswordStrength } from './password-strength';
import { ME } from './require-user';
import { INVALID_TOKEN, useAccountForm } from './use-account-form';
import styles from './account-form.module.css';

const schema = v.object({
  firstName: requiredText(),
  lastName: requiredText(),
  password: v.pipe(v.string(), v.nonEmpty('required'), v.minLength(8, 'too_short'), v.maxLength(128, 'too_long')),
});
type Values = v.InferInput<typeof schema>;
const FIELDS = ['firstName', 'lastName', 'password'] as const;

/**
 * AcceptInvitationForm creates the account of a school user or an admin whom an administrator
 * invited, with the token of the mailed link (`?token=`), and signs them in; they then set up
 * two-factor authentication, which their accounts must have. Its texts are in the `mfa` namespace.
 */
export function AcceptInvitationForm() {
  const { t } = useTranslation(['mfa', 'account']);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const { form, formRef, submitRef, onSubmit, busy, alert, errorOf } = useAccountForm<Values>({
    schema,
    defaultValues: { firstName: '', lastName: '', password: '' },
    fields: FIELDS,
    send: async (values) => {
      const answer = await accept.mutateAsync({ token, ...values });
      if (!answer.user) throw new Error('accept invitation: no user in the answer');
      queryClient.setQueryData(ME, answer.user);
      await navigate(answer.mfaSetupRequired ? MFA_SETUP : HOME[answer.user.role]);
    },
  });

  if (!token || alert?.texts.includes(INVALID_TOKEN)) {
    return (
      <div className={`panel ${styles.box}`}>
        <p role={token ? 'alert' : undefined} className={styles.alert}>
          {t('invitation.invalid')}
        </p>
      </div>
    );
  }
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className={`panel ${styles.box} ${styles.form} ${styles.grid}`}>
      <TextField
        label={t('account:register.firstName')}
        required
        error={errorOf('firstName')}
        autoComplete="given-name"
        maxLength={100}
        {...form.register('firstName')}
      />
      <TextField
        label={t('account:register.lastName')}
        required
        error={errorOf('lastName')}
        autoComplete="family-name"
        maxLength={100}
        {...form.register('lastName')}
      />
      <div className={styles.wide}>
        <PasswordField
          label={t('account:password')}
          hint={t('account:passwordHint')}
          required
          error={errorOf('password')}
          autoComplete="new-password"
          maxLength={128}
          {...form.register('password')}
        />
        <PasswordStrength password={form.watch('password')} />
      </div>
      <FormEnd
        alert={alert}
        busy={busy}
        submitRef={submitRef}
        label={t('invitation.submit')}
        busyLabel={t('invitation.submitting')}
      />
    </form>
  );
}
