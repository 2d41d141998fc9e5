import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { requiredText } from '@/components/form/form-errors';
import { FormEnd } from '@/components/form/form-end';
import { TextField } from '@/components/form/input-fields';
import { RadioGroupField } from '@/components/form/radio-group-field';
import { useApiForm } from '@/components/form/use-api-form';
import { FREQUENCIES, type Frequency } from '../api/saved-searches';
import styles from './jobs.module.css';

/** NAME_MAX is the longest name of a saved search the server takes. */
export const NAME_MAX = 100;

const FIELDS = ['name', 'frequency'] as const;

const schema = v.object({
  name: v.pipe(requiredText(), v.maxLength(NAME_MAX, 'too_long')),
  frequency: v.picklist(FREQUENCIES, 'required'),
});

/** SavedSearchValues are what the teacher says of a saved search: its name and how often it is mailed. */
export type SavedSearchValues = { name: string; frequency: Frequency };

type Props = {
  defaultValues: SavedSearchValues;
  /** The submit button's label and its label while busy. */
  submit: string;
  busy: string;
  /** send saves the values; its failure is said in the form (409: ten already). */
  send: (values: SavedSearchValues) => Promise<unknown>;
  onCancel: () => void;
};

/**
 * SavedSearchForm names a saved search and chooses how often its new vacancies are mailed: the
 * board's Save dialog and the saved searches' Edit dialog.
 */
export function SavedSearchForm({ defaultValues, submit, busy: busyLabel, send, onCancel }: Props) {
  const { t } = useTranslation('saved-searches');
  const { form, formRef, submitRef, onSubmit, busy, alert, errorOf } = useApiForm<SavedSearchValues>({
    schema,
    defaultValues,
    fields: FIELDS,
    send,
    texts: { ns: 'saved-searches', alerts: { '409': 'form.tooMany' }, fields: { 'name:too_long': 'form.nameTooLong' } },
  });
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className={styles.dialogForm}>
      <TextField label={t('form.name')} required maxLength={NAME_MAX} error={errorOf('name')} {...form.register('name')} />
      <RadioGroupField
        label={t('form.frequency')}
        required
        options={FREQUENCIES.map((frequency) => ({ value: frequency, label: t(`frequency.${frequency}`) }))}
        error={errorOf('frequency')}
        {...form.register('frequency')}
      />
      <FormEnd alert={alert} busy={busy} submitRef={submitRef} label={submit} busyLabel={busyLabel} onCancel={onCancel} />
    </form>
  );
}
