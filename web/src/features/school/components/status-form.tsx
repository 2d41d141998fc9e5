import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { errorMessage } from '@/components/form/form-errors';
import { TextAreaField } from '@/components/form/input-fields';
import { RadioGroupField } from '@/components/form/radio-group-field';
import { FormEnd } from '@/components/form/form-end';
import { useApiForm } from '@/components/form/use-api-form';
import { useOptionLabel } from '@/lib/options';
import { SETTABLE_STATUSES, useChangeStatus, type SettableStatus } from '../api/applications';
import styles from './school.module.css';

/** NOTE_MAX is the longest note the server keeps with a status change. */
const NOTE_MAX = 2000;

const FIELDS = ['status', 'note'] as const;

/**
 * statusSchema checks a change as the server does (a status a school may set, a note of at most
 * NOTE_MAX characters), and refuses one that changes nothing: the same status without a note
 * would only send the teacher a notice that says nothing new.
 */
function statusSchema(current: SettableStatus) {
  return v.pipe(
    v.object({
      status: v.picklist(SETTABLE_STATUSES, 'required'),
      note: v.pipe(v.string(), v.trim(), v.maxLength(NOTE_MAX, 'too_long')),
    }),
    v.forward(
      v.partialCheck([['status'], ['note']], (values) => values.status !== current || values.note !== '', 'unchanged'),
      ['status'],
    ),
  );
}

type Values = { status: SettableStatus; note: string };

type Props = { applicationId: string; current: SettableStatus };

/**
 * StatusForm gives the application a new status, with an optional note the teacher reads in the
 * history of their application. Once saved, it says so (the server notifies the teacher) and the
 * focus goes to that message.
 */
export function StatusForm({ applicationId, current }: Props) {
  const { t } = useTranslation('school');
  const label = useOptionLabel();
  const change = useChangeStatus(applicationId);
  const [done, setDone] = useState(0);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const schema = useMemo(() => statusSchema(current), [current]);
  const { form, formRef, submitRef, onSubmit, busy, alert } = useApiForm<Values>({
    schema,
    defaultValues: { status: current, note: '' },
    fields: FIELDS,
    send: async (values) => {
      setDone(0);
      await change.mutateAsync(values);
      form.reset({ status: values.status, note: '' });
      setDone((count) => count + 1);
    },
    texts: { ns: 'school' },
  });
  const errorOf = (name: keyof Values) =>
    errorMessage(form.formState.errors, name, (_, code) =>
      t(`packet.statusErrors.${code === 'too_long' || code === 'unchanged' ? code : 'invalid'}`, { max: NOTE_MAX }),
    );

  useEffect(() => {
    if (done > 0) doneRef.current?.focus();
  }, [done]);

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className={styles.form}>
      <RadioGroupField
        label={t('packet.newStatus')}
        className={styles.wide}
        error={errorOf('status')}
        options={SETTABLE_STATUSES.map((status) => ({ value: status, label: label('applicationStatuses', status) }))}
        {...form.register('status')}
      />
      <TextAreaField
        label={t('packet.note')}
        hint={t('packet.noteHint', { max: NOTE_MAX })}
        rows={4}
        maxLength={NOTE_MAX}
        className={styles.wide}
        error={errorOf('note')}
        {...form.register('note')}
      />
      <div className={styles.wide}>
        <FormEnd alert={alert} busy={busy} submitRef={submitRef} label={t('packet.update')} busyLabel={t('packet.updating')} />
        <p ref={doneRef} tabIndex={-1} role="status" className={styles.notice}>
          {done > 0 && t('packet.updated')}
        </p>
      </div>
    </form>
  );
}
