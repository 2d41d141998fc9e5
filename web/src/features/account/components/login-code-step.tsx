import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { TextField } from '@/components/form/input-fields';
import { ApiError } from '@/lib/api-client';
import { useVerifyCode, type User } from '../api/account';
import { FormEnd } from '@/components/form/form-end';
import { useAccountForm } from './use-account-form';
import styles from './account-form.module.css';
import own from './login-code-step.module.css';

type Props = {
  /** onSignedIn receives the user once the server took the code. */
  onSignedIn: (user: User) => Promise<void>;
  /** onExpired is called when the login's 5 minutes for the code have passed. */
  onExpired: () => void;
};

/**
 * LoginCodeStep is the second step of a login for an account with two-factor authentication:
 * the 6-digit code of the authenticator app or, after "Use a recovery code", a recovery code.
 */
export function LoginCodeStep(props: Props) {
  const { t } = useTranslation('account');
  const [recovery, setRecovery] = useState(false);
  return (
    <div className={styles.panel}>
      <p>{t(recovery ? 'login.code.recoveryIntro' : 'login.code.intro')}</p>
      {/* A new form for each kind of code: what was typed, and its error, belong to that kind. */}
      <CodeForm key={String(recovery)} recovery={recovery} {...props} />
      <p>
        <button type="button" className={own.switch} onClick={() => setRecovery(!recovery)}>
          {t(recovery ? 'login.code.useApp' : 'login.code.useRecovery')}
        </button>
      </p>
    </div>
  );
}

// An app's code is 6 digits, which some apps show as two groups; a recovery code reads like ABCDE-FGHIJ.
const appCode = v.object({
  code: v.pipe(v.string(), v.transform((s) => s.replace(/\s/g, '')), v.nonEmpty('required'), v.regex(/^\d{6}$/, 'format')),
});
const recoveryCode = v.object({
  code: v.pipe(v.string(), v.transform((s) => s.replace(/\s/g, '').toUpperCase()), v.nonEmpty('required')),
});
type Values = v.InferInput<typeof appCode>;

function CodeForm({ recovery, onSignedIn, onExpired }: Props & { recovery: boolean }) {
  const { t } = useTranslation('account');
  const verify = useVerifyCode();
  const { form, formRef, submitRef, onSubmit, busy, alert, errorOf } = useAccountForm<Values>({
    schema: recovery ? recoveryCode : appCode,
    defaultValues: { code: '' },
    fields: ['code'],
    send: async ({ code }) => {
      let user: User;
      try {
        user = await verify.mutateAsync(code);
      } catch (error) {
        if (error instanceof ApiError && error.code === 'unauthenticated') return onExpired();
        // A wrong code is the field's error, announced as the form's other refused fields are.
        if (error instanceof ApiError && error.code === 'invalid_code') {
          throw new ApiError(error.status, 'validation_failed', error.message, { code: 'invalid_code' });
        }
        throw error;
      }
      await onSignedIn(user);
    },
  });
  const { setFocus } = form;
  useEffect(() => setFocus('code'), [setFocus]);

  const code = form.formState.errors.code?.message;
  let error = errorOf('code');
  if (code === 'invalid_code') error = t(recovery ? 'login.code.wrongRecovery' : 'login.code.wrong');
  if (code === 'format') error = t('login.code.format');
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className={styles.form}>
      <TextField
        label={t(recovery ? 'login.code.recoveryLabel' : 'login.code.label')}
        required
        error={error}
        autoComplete={recovery ? 'off' : 'one-time-code'}
        inputMode={recovery ? 'text' : 'numeric'}
        autoCapitalize={recovery ? 'characters' : undefined}
        spellCheck={false}
        maxLength={recovery ? 20 : 7}
        {...form.register('code')}
      />
      <FormEnd alert={alert} busy={busy} submitRef={submitRef} label={t('login.code.submit')} busyLabel={t('login.code.submitting')} />
    </form>
  );
}
