import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { FormEnd } from '@/components/form/form-end';
import { requiredText } from '@/components/form/form-errors';
import { PhoneField, TextField } from '@/components/form/input-fields';
import { SelectField } from '@/components/form/select-field';
import { useApiForm } from '@/components/form/use-api-form';
import type { ErrorTexts } from '@/lib/api-errors';
import { RELATIONSHIPS, useSaveReference, type Reference } from '../api/references';
import styles from './references.module.css';

const schema = v.object({
  name: requiredText(),
  email: v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.email('invalid')),
  relationship: v.picklist(RELATIONSHIPS, 'required'),
  organization: requiredText(),
  phone: v.pipe(v.string(), v.trim()),
});
type Values = v.InferOutput<typeof schema>;

const FIELDS = ['name', 'email', 'relationship', 'organization', 'phone'] as const;

/**
 * The server refuses a referee's address that is the teacher's own, another TeachBay account of
 * hers or another referee's (issue 33, "Abuse and trust"), and a sixth referee with a conflict.
 */
const TEXTS: ErrorTexts = {
  ns: 'references',
  alerts: { conflict: 'form.errors.limit', network: 'actions.failed', server: 'actions.failed' },
  fields: {
    'email:invalid': 'form.errors.invalidEmail',
    'email:own_email': 'form.errors.own',
    'email:own_account': 'form.errors.ownAccount',
    'email:duplicate': 'form.errors.duplicate',
  },
};

type Props = {
  /** editing is the draft being changed; without it the form adds a referee. */
  editing?: Reference;
  /** onSaved is told the referee's name once the server has it. */
  onSaved: (name: string) => void;
  onCancel?: () => void;
};

/** ReferenceForm adds a referee, or changes a draft's details, with the form kit. */
export function ReferenceForm({ editing, onSaved, onCancel }: Props) {
  const { t } = useTranslation('references');
  const save = useSaveReference();
  const { form, formRef, submitRef, onSubmit, busy, alert, errorOf } = useApiForm<Values>({
    schema,
    defaultValues: {
      name: editing?.name ?? '',
      email: editing?.email ?? '',
      relationship: editing?.relationship ?? 'principal',
      organization: editing?.organization ?? '',
      phone: editing?.phone ?? '',
    },
    fields: FIELDS,
    texts: TEXTS,
    send: async (values) => {
      await save.mutateAsync({ id: editing?.id, input: values });
      if (!editing) form.reset();
      onSaved(values.name);
    },
  });
  const relationships = RELATIONSHIPS.map((value) => ({ value, label: t(`relationships.${value}`) }));

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby="reference-form-title">
      <p>{t('form.hint')}</p>
      <div className={styles.grid}>
        <TextField label={t('form.name')} required autoComplete="off" maxLength={200} error={errorOf('name')} {...form.register('name')} />
        <TextField label={t('form.email')} type="email" required autoComplete="off" error={errorOf('email')} {...form.register('email')} />
        <SelectField label={t('form.relationship')} required options={relationships} error={errorOf('relationship')} {...form.register('relationship')} />
        <TextField label={t('form.organization')} required autoComplete="off" maxLength={200} error={errorOf('organization')} {...form.register('organization')} />
        <PhoneField label={t('form.phone')} autoComplete="off" error={errorOf('phone')} {...form.register('phone')} />
      </div>
      <FormEnd
        alert={alert}
        busy={busy}
        submitRef={submitRef}
        label={editing ? t('form.save') : t('form.add')}
        busyLabel={t('form.saving')}
        onCancel={onCancel}
      />
    </form>
  );
}
