import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import * as v from 'valibot';
import { requiredText } from '@/components/form/form-errors';
import { PasswordField, TextField } from '@/components/form/input-fields';
import { ApiError } from '@/lib/api-client';
import { setLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { landingPath, useLogin, type LoginInput, type User } from '../api/account';
import { LoginCodeStep } from './login-code-step';
import { ME } from './require-user';
import { FormEnd } from '@/components/form/form-end';
import { useAccountForm } from './use-account-form';
import styles from './account-form.module.css';

const schema = v.object({ email: requiredText(), password: v.pipe(v.string(), v.nonEmpty('required')) });
type Values = v.InferInput<typeof schema>;
const FIELDS = ['email', 'password'] as const;
type Kind = LoginInput['kind'];
const KINDS: Kind[] = ['teacher', 'school'];

/**
 * LoginForm signs a teacher, or on the School tab a school user or an admin, in, asking for the
 * authenticator app's code when the account has two-factor authentication; then goes to the page
 * the visitor was sent here from (`?next=`, when it is a path of this site) or their home, through
 * the two-factor setup page for a school user or an admin who has not set it up yet.
 */
export function LoginForm() {
  const { t } = useTranslation('account');
  const [kind, setKind] = useState<Kind>('teacher');
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const login = useLogin();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [step, setStep] = useState<'password' | 'code'>('password');
  // How many times the code step ran out of time: each time, the password step says so again.
  const [expired, setExpired] = useState(0);
  const { form, formRef, submitRef, onSubmit, busy, alert, errorOf } = useAccountForm<Values>({
    schema,
    defaultValues: { email: '', password: '' },
    fields: FIELDS,
    send: async (values) => {
      setExpired(0);
      const answer = await login.mutateAsync({ ...values, kind }).catch((error: unknown) => {
        // The right password on the wrong tab: the other tab is chosen, and the alert says so.
        if (error instanceof ApiError && error.code === 'wrong_kind' && KINDS.some((k) => k === error.kind)) setKind(error.kind as Kind);
        throw error;
      });
      // No user yet: the account has two-factor authentication (mfaRequired).
      if (!answer.user) return setStep('code');
      await signedIn(answer.user, answer.mfaSetupRequired);
    },
  });
  const { setFocus, resetField } = form;
  useEffect(() => {
    if (expired) setFocus('password');
  }, [expired, setFocus]);

  // Both steps end here. The app takes the account's language, which its mails are written in, as
  // this browser's choice: a Spanish account on a new browser reads Spanish from the first page on.
  async function signedIn(user: User, mfaSetupRequired?: boolean) {
    queryClient.setQueryData(ME, user);
    await setLanguage(user.language);
    await navigate(landingPath(user, mfaSetupRequired, params.get('next')));
  }

  function restart() {
    resetField('password');
    setStep('password');
    setExpired((n) => n + 1);
  }

  // Tabs follow the WAI-ARIA pattern: arrows move between them, only the chosen one is in the tab order.
  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = KINDS[(KINDS.indexOf(kind) + 1) % KINDS.length];
    setKind(next);
    tabs.current[KINDS.indexOf(next)]?.focus();
  }

  if (step === 'code') {
    return (
      <div className={`panel ${styles.box}`}>
        <LoginCodeStep onSignedIn={signedIn} onExpired={restart} />
      </div>
    );
  }
  return (
    <div className={`panel ${styles.box}`}>
      <div role="tablist" aria-label={t('login.tabsLabel')} className={styles.tabs}>
        {KINDS.map((k, index) => (
          <button
            key={k}
            ref={(el) => {
              tabs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`login-tab-${k}`}
            aria-selected={kind === k}
            aria-controls="login-panel"
            tabIndex={kind === k ? 0 : -1}
            className={styles.tab}
            onClick={() => setKind(k)}
            onKeyDown={onTabKey}
          >
            {t(`login.${k}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="login-panel" aria-labelledby={`login-tab-${kind}`} className={styles.panel}>
        {kind === 'school' && <p className={styles.note}>{t('login.schoolNote')}</p>}
        {expired > 0 && (
          <p key={expired} role="alert" className={styles.alert}>
            {t('login.code.expired')}
          </p>
        )}
        <form ref={formRef} noValidate onSubmit={onSubmit} className={styles.form}>
          <TextField
            label={t('email')}
            required
            error={errorOf('email')}
            type="email"
            autoComplete="username"
            {...form.register('email')}
          />
          <PasswordField
            label={t('password')}
            required
            error={errorOf('password')}
            autoComplete="current-password"
            {...form.register('password')}
          />
          <FormEnd
            alert={alert}
            busy={busy}
            submitRef={submitRef}
            label={t('login.submit')}
            busyLabel={t('login.submitting')}
          />
        </form>
        <p>
          <Link to="/user/forgot-password">{t('login.forgot')}</Link>
        </p>
        {kind === 'teacher' && (
          <p>
            {t('login.noAccount')} <Link to="/user/register">{t('login.register')}</Link>
          </p>
        )}
      </div>
    </div>
  );
}
