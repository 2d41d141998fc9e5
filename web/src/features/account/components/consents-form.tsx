import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxGroupField } from '@/components/form/checkbox-group-field';
import fieldStyles from '@/components/form-field.module.css';
import { CONSENTS, useSaveSettings, useSettings, type Settings } from '../api/settings';
import styles from './account-form.module.css';

/**
 * ConsentsForm shows the three consents of the profile (SPEC.md §3) and saves them; each can be
 * withdrawn at any time.
 */
export function ConsentsForm() {
  const { t } = useTranslation('settings');
  const settings = useSettings();
  if (settings.isPending) return <p role="status">{t('loading')}</p>;
  if (settings.isError) return <p role="alert">{t('loadFailed')}</p>;
  return <Consents saved={settings.data} />;
}

type Values = { consents: string[] };

function Consents({ saved }: { saved: Settings }) {
  const { t } = useTranslation('settings');
  const save = useSaveSettings();
  const form = useForm<Values>({ defaultValues: { consents: CONSENTS.filter((name) => saved[name]) } });
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);

  const onSubmit = form.handleSubmit(({ consents }) => {
    setOutcome(null);
    const settings = Object.fromEntries(CONSENTS.map((name) => [name, consents.includes(name)])) as Settings;
    save.mutate(settings, { onSuccess: () => setOutcome('saved'), onError: () => setOutcome('failed') });
  });

  return (
    <form id="consents" noValidate onSubmit={(event) => void onSubmit(event)} className={styles.form}>
      <CheckboxGroupField
        label={t('consents.label')}
        hint={t('consents.hint')}
        options={CONSENTS.map((name) => ({ value: name, label: t(`consents.${name}`) }))}
        {...form.register('consents', { onChange: () => setOutcome(null) })}
      />
      {outcome && (
        <p role={outcome === 'failed' ? 'alert' : 'status'} className={outcome === 'failed' ? styles.alert : styles.done}>
          {t(`consents.${outcome}`)}
        </p>
      )}
      <button type="submit" className={`button ${fieldStyles.submit}`} disabled={save.isPending}>
        {save.isPending ? t('saving') : t('consents.submit')}
      </button>
    </form>
  );
}
