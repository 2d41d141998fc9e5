import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { CheckboxField } from '@/components/form/checkbox-field';
import { FormEnd } from '@/components/form/form-end';
import { useApiForm } from '@/components/form/use-api-form';
import type { ErrorTexts } from '@/lib/api-errors';
import { useSaveSettings, useSettings } from '@/lib/settings';
import type { Settings } from '@/lib/api-types';

const schema = v.object({ shareReferences: v.boolean() });
type Values = v.InferOutput<typeof schema>;

const TEXTS: ErrorTexts = { ns: 'references', alerts: { network: 'share.failed', server: 'share.failed' } };

/**
 * ShareReferencesSection is the teacher's setting `shareReferences` (on unless she turns it off):
 * whether the schools she applies to read her received references, explained (issue 33). Its id
 * is `settings-references`, where the references page links.
 */
export function ShareReferencesSection({ className }: { className?: string }) {
  const { t } = useTranslation('references');
  const settings = useSettings<Settings>();
  return (
    <section id="settings-references" aria-labelledby="settings-references-title" className={className ? `panel ${className}` : 'panel'}>
      <h2 id="settings-references-title">{t('share.title')}</h2>
      {settings.data ? <ShareForm saved={settings.data} /> : <p role="status">{t('loading')}</p>}
    </section>
  );
}

function ShareForm({ saved }: { saved: Settings }) {
  const { t } = useTranslation('references');
  const save = useSaveSettings<Settings>();
  const { form, formRef, submitRef, onSubmit, busy, alert, done } = useApiForm<Values>({
    schema,
    defaultValues: { shareReferences: saved.shareReferences },
    fields: ['shareReferences'],
    texts: TEXTS,
    send: async (values) => {
      // The consents are sent back as they are.
      await save.mutateAsync({ ...saved, ...values });
      form.reset(values);
    },
  });
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit}>
      <CheckboxField label={t('share.label')} hint={t('share.hint')} {...form.register('shareReferences')} />
      <FormEnd
        alert={alert}
        busy={busy}
        submitRef={submitRef}
        label={t('share.submit')}
        busyLabel={t('form.saving')}
        doneText={done && !form.formState.isDirty && t('share.saved')}
      />
    </form>
  );
}
