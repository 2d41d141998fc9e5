import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { CheckboxGroupField } from '@/components/form/checkbox-group-field';
import { FormEnd } from '@/components/form/form-end';
import { useApiForm } from '@/components/form/use-api-form';
import type { ErrorTexts } from '@/lib/api-errors';
import { CONSENTS, useSaveSettings, useSettings, type Settings } from '../api/settings';
import styles from './account-form.module.css';

/**
 * ConsentsForm shows the three consents of the profile (docs/product.md §3) and saves them; each can be
 * withdrawn at any time.
 */
export function ConsentsForm() {
  const { t } = useTranslation('settings');
  const settings = useSettings();
  if (!settings.data) return <p role="status">{t('loading')}</p>;
  return <Consents saved={settings.data} />;
}

const schema = v.object({ consents: v.array(v.string()) });
type Values = v.InferOutput<typeof schema>;

/** A failure to save says so in the form's words; the general alerts explain the rest. */
const TEXTS: ErrorTexts = { ns: 'settings', alerts: { network: 'consents.failed', server: 'consents.failed' } };

function Consents({ saved }: { saved: Settings }) {
  const { t } = useTranslation('settings');
  const save = useSaveSettings();
  const { form, formRef, submitRef, onSubmit, busy, alert, done } = useApiForm<Values>({
    schema,
    defaultValues: { consents: CONSENTS.filter((name) => saved[name]) },
    fields: ['consents'],
    texts: TEXTS,
    send: async (values) => {
      // The other settings (reference sharing) are sent back as they are.
      const consents = Object.fromEntries(CONSENTS.map((name) => [name, values.consents.includes(name)]));
      await save.mutateAsync({ ...saved, ...consents });
      form.reset(values);
    },
  });
  // "Saved" stays until a box changes again.
  const savedText = done && !form.formState.isDirty && t('consents.saved');

  return (
    <form id="consents" ref={formRef} noValidate onSubmit={onSubmit} className={styles.form}>
      <CheckboxGroupField
        label={t('consents.label')}
        hint={t('consents.hint')}
        options={CONSENTS.map((name) => ({ value: name, label: t(`consents.${name}`) }))}
        {...form.register('consents')}
      />
      <FormEnd
        alert={alert}
        busy={busy}
        submitRef={submitRef}
        label={t('consents.submit')}
        busyLabel={t('saving')}
        doneText={savedText}
      />
    </form>
  );
}
