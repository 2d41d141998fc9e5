import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import * as v from 'valibot';
import { TextField } from '@/components/form/input-fields';
import { ApiError } from '@/lib/api-client';
import { useConfirmMfa, useMfaSetup } from '../api/mfa';
import { CopyButton } from './copy-button';
import { QrCode } from './qr-code';
import { RecoveryCodes } from './recovery-codes';
import { FormEnd } from '@/components/form/form-end';
import { useMfaForm } from './use-mfa-form';
import styles from './mfa.module.css';

type Props = {
  /** Where Continue leads once two-factor authentication is on. */
  continueTo: string;
  /** onEnabled is called once the server has turned two-factor authentication on. */
  onEnabled: () => void;
};

/**
 * MfaSetup turns two-factor authentication on for the signed-in user: a new secret as a QR code
 * and as text for an authenticator app, a code of the app to confirm it, then the recovery codes.
 */
export function MfaSetup({ continueTo, onEnabled }: Props) {
  const { t } = useTranslation('mfa');
  const setup = useMfaSetup();
  const [codes, setCodes] = useState<string[] | null>(null);

  if (codes) return <RecoveryCodes codes={codes} continueTo={continueTo} />;
  if (setup.isPending) {
    return (
      <p role="status" className={styles.box}>
        {t('setup.preparing')}
      </p>
    );
  }
  if (setup.isError) {
    const already = setup.error instanceof ApiError && setup.error.code === 'conflict';
    return (
      <div className={`panel ${styles.box}`}>
        <p role={already ? 'status' : 'alert'} className={already ? styles.done : styles.alert}>
          {t(already ? 'setup.already' : 'setup.failed')}
        </p>
        {already ? (
          <Link to={continueTo} className={`button ${styles.continue}`}>
            {t('continue')}
          </Link>
        ) : (
          <button type="button" className={`button ${styles.continue}`} onClick={() => void setup.refetch()}>
            {t('setup.retry')}
          </button>
        )}
      </div>
    );
  }
  const { secret, otpauthUrl } = setup.data;
  return (
    <div className={`panel ${styles.box}`}>
      <section aria-labelledby="mfa-scan" className={styles.step}>
        <h2 id="mfa-scan">{t('setup.scanTitle')}</h2>
        <p>{t('setup.scan')}</p>
        <QrCode text={otpauthUrl} label={t('setup.qrLabel')} />
        <p>{t('setup.manual')}</p>
        <p>
          <code className={styles.secret}>
            {secret.match(/.{1,4}/g)?.join(' ')}
          </code>
        </p>
        <CopyButton text={secret} label={t('setup.copySecret')} />
      </section>
      <section aria-labelledby="mfa-confirm" className={styles.step}>
        <h2 id="mfa-confirm">{t('setup.confirmTitle')}</h2>
        <ConfirmForm
          onConfirmed={(recoveryCodes) => {
            setCodes(recoveryCodes);
            onEnabled();
          }}
        />
      </section>
    </div>
  );
}

// An app's code is 6 digits, which some apps show as two groups of 3.
const schema = v.object({
  code: v.pipe(v.string(), v.transform((s) => s.replace(/\s/g, '')), v.nonEmpty('required'), v.regex(/^\d{6}$/, 'format')),
});
type Values = v.InferInput<typeof schema>;

function ConfirmForm({ onConfirmed }: { onConfirmed: (codes: string[]) => void }) {
  const { t } = useTranslation('mfa');
  const confirm = useConfirmMfa();
  const { form, formRef, submitRef, onSubmit, busy, alert, errorOf } = useMfaForm<Values>({
    schema,
    defaultValues: { code: '' },
    fields: ['code'],
    send: async ({ code }) => onConfirmed(await confirm.mutateAsync(code)),
  });
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className={styles.form}>
      <TextField
        label={t('setup.codeLabel')}
        hint={t('setup.codeHint')}
        required
        error={errorOf('code')}
        autoComplete="one-time-code"
        inputMode="numeric"
        spellCheck={false}
        maxLength={7}
        {...form.register('code')}
      />
      <FormEnd alert={alert} busy={busy} submitRef={submitRef} label={t('setup.confirm')} busyLabel={t('setup.confirming')} />
    </form>
  );
}
