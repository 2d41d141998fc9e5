import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { CheckboxGroupField } from '@/components/form/checkbox-group-field';
import { FormEnd } from '@/components/form/form-end';
import { useApiForm } from '@/components/form/use-api-form';
import type { ErrorTexts } from '@/lib/api-errors';
import { useNotifications, useSaveNotifications, type Notifications } from '../api/notifications';
import styles from './notification-settings.module.css';

const DIGEST = 'dailyApplicantDigest';

const schema = v.object({ mails: v.array(v.string()) });
type Values = v.InferOutput<typeof schema>;

/** A failure to save says so in the form's words; the general alerts explain the rest. */
const TEXTS: ErrorTexts = { ns: 'school', alerts: { network: 'settings.failed', server: 'settings.failed' } };

/**
 * NotificationSettings is the school user's mail settings: the daily applicant digest (docs/api.md
 * "Hiring loop II"), said in plain words, on or off. The digest's own mail links here.
 */
export function NotificationSettings() {
  const { t } = useTranslation('school');
  const notifications = useNotifications();
  return (
    <section aria-labelledby="settings-digest" className="panel">
      <h2 id="settings-digest">{t('settings.digestTitle')}</h2>
      <p>{t('settings.digestText')}</p>
      <ul className={styles.list}>
        <li>{t('settings.digestNew')}</li>
        <li>{t('settings.digestWaiting')}</li>
      </ul>
      <p>{t('settings.digestWhen')}</p>
      {notifications.data ? <DigestForm saved={notifications.data} /> : <p role="status">{t('settings.loading')}</p>}
    </section>
  );
}

function DigestForm({ saved }: { saved: Notifications }) {
  const { t } = useTranslation('school');
  const save = useSaveNotifications();
  const { form, formRef, submitRef, onSubmit, busy, alert, done } = useApiForm<Values>({
    schema,
    defaultValues: { mails: saved.dailyApplicantDigest ? [DIGEST] : [] },
    fields: ['mails'],
    texts: TEXTS,
    send: async (values) => {
      await save.mutateAsync({ dailyApplicantDigest: values.mails.includes(DIGEST) });
      form.reset(values);
    },
  });
  // "Saved" stays until the box changes again.
  const savedText = done && !form.formState.isDirty && t('settings.saved');
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className={styles.form}>
      <CheckboxGroupField label={t('settings.mails')} options={[{ value: DIGEST, label: t('settings.digest') }]} {...form.register('mails')} />
      <FormEnd alert={alert} busy={busy} submitRef={submitRef} label={t('settings.submit')} busyLabel={t('settings.saving')} doneText={savedText} />
    </form>
  );
}
