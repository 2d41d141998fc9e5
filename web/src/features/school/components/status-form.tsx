import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { errorMessage } from '@/components/form/form-errors';
import { TextAreaField } from '@/components/form/input-fields';
import { RadioGroupField } from '@/components/form/radio-group-field';
import { FormEnd } from '@/components/form/form-end';
import { useApiForm } from '@/components/form/use-api-form';
import { useOptionLabel } from '@/lib/options';
import { isSettable, SETTABLE_STATUSES, useChangeStatus, type SettableStatus, type WaitingStatus } from '../api/applications';
import styles from './school.module.css';

/** NOTE_MAX is the longest note the server keeps with a status change. */
const NOTE_MAX = 1000;

const FIELDS = ['status', 'note'] as const;

/**
 * statusSchema checks a change as the server does (a status a school may set, a note of at most
 * NOTE_MAX characters), and refuses one that changes nothing: the same status without a note
 * would only send the teacher a notice that says nothing new.
 */
function statusSchema(current: WaitingStatus) {
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

type Values = { status: SettableStatus | ''; note: string };

type Props = { applicationId: string; current: WaitingStatus };

/**
 * StatusForm gives an application still waiting for a decision a new status, with an optional
 * note the teacher reads in the history of their application; none is chosen at first for one in
 * an interview, which only its flow sets. Once saved, it says so (the server notifies the teacher) and the
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
    defaultValues: { status: isSettable(current) ? current : '', note: '' },
    fields: FIELDS,
    send: async (values) => {
      setDone(0);
      // The schema has refused an empty status.
      await change.mutateAsync({ status: values.status as SettableStatus, note: values.note });
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

  // An interview or an offer elsewhere on the page moves the application on: the form follows.
  useEffect(() => {
    form.reset({ status: isSettable(current) ? current : '', note: '' });
  }, [form, current]);

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className={styles.form}>
      <RadioGroupField
        label={t('packet.newStatus')}
        hint={t('packet.finalHint')}
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
