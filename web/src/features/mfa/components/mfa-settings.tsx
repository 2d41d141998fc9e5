import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import * as v from 'valibot';
import { PasswordField } from '@/components/form/input-fields';
import { useDisableMfa } from '../api/mfa';
import { FormEnd } from '@/components/form/form-end';
import { useMfaForm } from './use-mfa-form';
import styles from './mfa.module.css';

type Props = {
  /** Whether the signed-in user has two-factor authentication on. */
  enabled: boolean;
  /** The page to come back to from the setup page. */
  returnTo: string;
  /** onDisabled is called once the server has turned two-factor authentication off. */
  onDisabled: () => void;
};

/**
 * MfaSettings is the two-factor authentication part of a teacher's settings: a link to set it up
 * while it is off; while it is on, a form that turns it off with the password.
 */
export function MfaSettings({ enabled, returnTo, onDisabled }: Props) {
  const { t } = useTranslation('mfa');
  const [turnedOff, setTurnedOff] = useState(false);
  if (enabled) {
    return (
      <>
        <p>
          {t('settings.status')} <strong>{t('settings.on')}</strong>
        </p>
        <p>{t('settings.onText')}</p>
        <DisableForm
          onDone={() => {
            setTurnedOff(true);
            onDisabled();
          }}
        />
      </>
    );
  }
  return (
    <>
      {turnedOff && <TurnedOff />}
      <p>
        {t('settings.status')} <strong>{t('settings.off')}</strong>
      </p>
      <p>{t('settings.offText')}</p>
      <p>
        <Link to={`/user/mfa-setup?next=${encodeURIComponent(returnTo)}`}>{t('settings.setUp')}</Link>
      </p>
    </>
  );
}

/** TurnedOff says two-factor authentication is now off, and takes the focus from the form that went away. */
function TurnedOff() {
  const { t } = useTranslation('mfa');
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <p ref={ref} role="status" tabIndex={-1} className={styles.done}>
      {t('settings.turnedOff')}
    </p>
  );
}

const schema = v.object({ password: v.pipe(v.string(), v.nonEmpty('required')) });
type Values = v.InferInput<typeof schema>;

function DisableForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('mfa');
  const disable = useDisableMfa();
  const { form, formRef, submitRef, onSubmit, busy, alert, errorOf } = useMfaForm<Values>({
    schema,
    defaultValues: { password: '' },
    fields: ['password'],
    send: async ({ password }) => {
      await disable.mutateAsync(password);
      onDone();
    },
  });
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className={styles.form}>
      <PasswordField
        label={t('settings.password')}
        hint={t('settings.passwordHint')}
        required
        error={errorOf('password')}
        autoComplete="current-password"
        maxLength={128}
        {...form.register('password')}
      />
      <FormEnd alert={alert} busy={busy} submitRef={submitRef} label={t('settings.turnOff')} busyLabel={t('settings.turningOff')} />
    </form>
  );
}
