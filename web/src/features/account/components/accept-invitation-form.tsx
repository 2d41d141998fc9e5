import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import * as v from 'valibot';
import { requiredText } from '@/components/form/form-errors';
import { PasswordField, TextField } from '@/components/form/input-fields';
import { queryClient } from '@/lib/query-client';
import { HOME, MFA_SETUP, useAcceptInvitation, useInvitationStatus } from '../api/account';
import { FormEnd } from '@/components/form/form-end';
import { PASSWORD_MAX, passwordSchema } from '../password-rule';
import { PasswordStrength } from './password-strength';
import { ME } from './require-user';
import { INVALID_TOKEN, useAccountForm } from './use-account-form';
import styles from './account-form.module.css';

const schema = v.object({
  firstName: requiredText(),
  lastName: requiredText(),
  password: passwordSchema(),
});
type Values = v.InferInput<typeof schema>;
const FIELDS = ['firstName', 'lastName', 'password'] as const;

/**
 * AcceptInvitationForm creates the account of a school user or an admin whom an administrator
 * invited, with the token of the mailed link (`?token=`), and signs them in; they then set up
 * two-factor authentication, which their accounts must have. Its texts are in the `mfa` namespace.
 * It asks first whether the invitation can still be accepted, and says so in place of the form when
 * it was used, has expired or was replaced by a newer one.
 */
export function AcceptInvitationForm() {
  const { t } = useTranslation(['mfa', 'account']);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const status = useInvitationStatus(token);
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

  if (token && status.data === undefined) {
    return (
      <p role="status" className={`panel ${styles.box}`}>
        {t('invitation.checking')}
      </p>
    );
  }
  if (status.data === 'accepted') {
    return (
      <div className={`panel ${styles.box}`}>
        <p role="alert">{t('invitation.accepted')}</p>
        <Link to="/user/login" className="button">
          {t('invitation.login')}
        </Link>
      </div>
    );
  }
  if (!token || status.data !== 'pending' || alert?.texts.includes(INVALID_TOKEN)) {
    const why = status.data === 'expired' || status.data === 'replaced' ? status.data : 'invalid';
    return (
      <div className={`panel ${styles.box}`}>
        <p role={token ? 'alert' : undefined} className={styles.alert}>
          {t(`invitation.${why}`)}
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
          maxLength={PASSWORD_MAX}
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
