import { useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import fieldStyles from '@/components/form-field.module.css';
import { fieldClass, useFieldMessages } from '@/components/form/field';
import { requiredText } from '@/components/form/form-errors';
import { DateTimeField, TextField } from '@/components/form/input-fields';
import { RadioGroupField } from '@/components/form/radio-group-field';
import { useApiForm } from '@/components/form/use-api-form';
import type { ErrorTexts } from '@/lib/api-errors';
import { INTERVIEW_MODES, useProposeInterview, type InterviewInput } from '../api/interviews';
import { TAMPA_ZONE } from '@/lib/dates';
import { tampaInstant, tampaWallTime } from './tampa-time';
import { HIRING_NOTE_MAX, HiringFormEnd, type HiringFormProps } from './hiring-form-end';
import styles from './school.module.css';

/** The server's bounds (docs/api.md "Hiring loop II"). */
const MAX_SLOTS = 5;
const LOCATION_MAX = 300;

const isFuture = (local: string) => Date.parse(tampaInstant(local) ?? '') > Date.now();

/** The fields every mode has: 15 to 240 minutes, 1 to 5 times still to come in Tampa, a note. */
const COMMON = {
  durationMinutes: v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d{1,3}$/, 'out_of_range'),
    v.check((minutes) => Number(minutes) >= 15 && Number(minutes) <= 240, 'out_of_range'),
  ),
  slots: v.pipe(
    v.array(v.object({ start: v.pipe(v.string(), v.nonEmpty('required'), v.check(isFuture, 'past')) })),
    v.minLength(1, 'out_of_range'),
    v.maxLength(MAX_SLOTS, 'out_of_range'),
  ),
  note: v.pipe(v.string(), v.trim(), v.maxLength(HIRING_NOTE_MAX, 'too_long')),
};

/**
 * interviewSchema checks a proposal as the server does, with its codes: an https link for a
 * video call, an address for one in person, anything short for a phone call, and the COMMON
 * fields. Each mode is a variant of its own, so the place is checked with the other fields at
 * once (a check across fields would wait until every other field is right).
 */
const interviewSchema = v.variant(
  'mode',
  [
    v.object({
      mode: v.literal('video'),
      location: v.pipe(v.string(), v.trim(), v.regex(/^https:\/\/\S+$/i, 'invalid'), v.maxLength(LOCATION_MAX, 'too_long')),
      ...COMMON,
    }),
    v.object({ mode: v.literal('in_person'), location: v.pipe(requiredText(), v.maxLength(LOCATION_MAX, 'too_long')), ...COMMON }),
    v.object({ mode: v.literal('phone'), location: v.pipe(v.string(), v.trim(), v.maxLength(LOCATION_MAX, 'too_long')), ...COMMON }),
  ],
  'required',
);

type Values = v.InferInput<typeof interviewSchema>;

const FIELDS = ['mode', 'location', 'durationMinutes', 'slots', 'note'] as const;

/** The form's words for the codes of its fields and for the server's conflict (an open interview, a decision). */
const TEXTS: ErrorTexts = {
  ns: 'school',
  alerts: { '409': 'interviews.errors.conflict' },
  fields: {
    'location:invalid': 'interviews.errors.link',
    'location:required': 'interviews.errors.address',
    'durationMinutes:out_of_range': 'interviews.errors.duration',
    'durationMinutes:invalid': 'interviews.errors.duration',
    'slots:out_of_range': 'interviews.errors.slotCount',
    'slots:duplicate': 'interviews.errors.duplicate',
    'slots:past': 'interviews.errors.past',
    'slots:invalid': 'interviews.errors.slot',
    'note:too_long': 'interviews.errors.noteTooLong',
    // A time of its own: "slots.2.start".
    past: 'interviews.errors.past',
    required: 'interviews.errors.slot',
  },
};

/** toInput is the body of POST /api/school/applications/{id}/interviews for checked values: each time as a UTC instant. */
function toInput(values: Values): InterviewInput {
  return {
    mode: values.mode,
    location: values.location,
    durationMinutes: Number(values.durationMinutes),
    slots: values.slots.map((slot) => tampaInstant(slot.start) ?? ''),
    note: values.note,
  };
}

/**
 * InterviewForm proposes interview times: how it takes place and where, how long, one to five
 * times typed in Tampa time whatever the recruiter's own zone, and a note. The teacher chooses one
 * in her own zone. It sits in a dialog; `onSent` closes it once the server has the times.
 */
export function InterviewForm({ application, onSent, onCancel }: HiringFormProps) {
  const { t } = useTranslation('school');
  const propose = useProposeInterview(application);
  const { form, formRef, submitRef, onSubmit, busy, alert, errorOf } = useApiForm<Values>({
    schema: interviewSchema,
    defaultValues: { mode: 'video', location: '', durationMinutes: '30', slots: [{ start: '' }], note: '' },
    fields: FIELDS,
    send: async (values) => {
      await propose.mutateAsync(toInput(values));
      onSent();
    },
    texts: TEXTS,
  });
  const { register, control } = form;
  const mode = useWatch({ control, name: 'mode' });
  const slots = useFieldArray({ control, name: 'slots' });
  const times = useFieldMessages(t('interviews.form.slotsHint', { zone: TAMPA_ZONE, max: MAX_SLOTS }), errorOf('slots'));
  // The earliest time the inputs offer: now, as the dialog opened.
  const [now] = useState(() => tampaWallTime(Date.now()));

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className={styles.form}>
      <RadioGroupField
        label={t('interviews.form.mode')}
        className={styles.wide}
        error={errorOf('mode')}
        options={INTERVIEW_MODES.map((value) => ({ value, label: t(`interviews.modes.${value}`) }))}
        {...register('mode')}
      />
      <TextField
        label={t(`interviews.form.location.${mode}`)}
        hint={t(`interviews.form.locationHint.${mode}`)}
        type={mode === 'video' ? 'url' : 'text'}
        required={mode !== 'phone'}
        maxLength={LOCATION_MAX}
        className={styles.wide}
        error={errorOf('location')}
        {...register('location')}
      />
      <TextField
        label={t('interviews.form.duration')}
        hint={t('interviews.form.durationHint')}
        type="number"
        inputMode="numeric"
        min={15}
        max={240}
        step={5}
        error={errorOf('durationMinutes')}
        {...register('durationMinutes')}
      />
      <fieldset className={fieldClass(`${fieldStyles.field} ${fieldStyles.group}`, styles.wide)} aria-describedby={times.control['aria-describedby']}>
        <legend className={fieldStyles.label}>{t('interviews.form.slots')}</legend>
        {times.messages}
        <ol className={styles.slots}>
          {slots.fields.map((slot, index) => (
            <li key={slot.id}>
              <DateTimeField
                label={t('interviews.form.slot', { n: index + 1 })}
                required
                min={now}
                error={errorOf(`slots.${index}.start`)}
                {...register(`slots.${index}.start`)}
              />
              {slots.fields.length > 1 && (
                <button type="button" className="button button-secondary" onClick={() => slots.remove(index)}>
                  {t('interviews.form.removeSlot', { n: index + 1 })}
                </button>
              )}
            </li>
          ))}
        </ol>
        {slots.fields.length < MAX_SLOTS ? (
          <button type="button" className="button button-secondary" onClick={() => slots.append({ start: '' })}>
            {t('interviews.form.addSlot')}
          </button>
        ) : (
          <p className={styles.note}>{t('interviews.form.maxSlots', { max: MAX_SLOTS })}</p>
        )}
      </fieldset>
      <HiringFormEnd
        texts="interviews.form"
        note={register('note')}
        noteError={errorOf('note')}
        alert={alert}
        busy={busy}
        submitRef={submitRef}
        onCancel={onCancel}
      />
    </form>
  );
}
