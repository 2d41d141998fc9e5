import { useTranslation } from 'react-i18next';
import { tampaToday } from '@/lib/dates';
import * as v from 'valibot';
import { DateField, TextField } from '@/components/form/input-fields';
import { useApiForm } from '@/components/form/use-api-form';
import type { ErrorTexts } from '@/lib/api-errors';
import { useMakeOffer, type OfferInput } from '../api/offers';
import { HIRING_NOTE_MAX, HiringFormEnd, type HiringFormProps } from './hiring-form-end';
import styles from './school.module.css';

/** The server's bounds (docs/api.md "Hiring loop II"): whole dollars a year, an answer within 30 days. */
const SALARY = { min: 1000, max: 1_000_000 } as const;
const MAX_RESPOND_DAYS = 30;

/** addDays is the calendar date `days` after an ISO date. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * offerSchema checks an offer as the server does, with its codes: a salary in whole dollars from
 * SALARY.min to SALARY.max, a start date today or later and a day to answer by from tomorrow to
 * MAX_RESPOND_DAYS days ahead (days in Tampa), and a note of at most HIRING_NOTE_MAX characters.
 */
const offerSchema = v.object({
  salary: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('required'),
    v.regex(/^\d{1,7}$/, 'invalid'),
    v.check((salary) => Number(salary) >= SALARY.min && Number(salary) <= SALARY.max, 'invalid'),
  ),
  startDate: v.pipe(v.string(), v.nonEmpty('required'), v.isoDate('invalid'), v.check((day) => day >= tampaToday(), 'past')),
  respondBy: v.pipe(
    v.string(),
    v.nonEmpty('required'),
    v.isoDate('invalid'),
    v.check((day) => day > tampaToday() && day <= addDays(tampaToday(), MAX_RESPOND_DAYS), 'invalid'),
  ),
  note: v.pipe(v.string(), v.trim(), v.maxLength(HIRING_NOTE_MAX, 'too_long')),
});

type Values = v.InferInput<typeof offerSchema>;

const FIELDS = ['salary', 'startDate', 'respondBy', 'note'] as const;

/** The form's words for the codes of its fields and for the server's conflict (no longer a candidate). */
const TEXTS: ErrorTexts = {
  ns: 'school',
  alerts: { '409': 'offer.errors.conflict' },
  fields: {
    'salary:invalid': 'offer.errors.salary',
    'startDate:past': 'offer.errors.startPast',
    'respondBy:invalid': 'offer.errors.respondBy',
    'note:too_long': 'offer.errors.noteTooLong',
  },
};

/**
 * OfferForm makes an offer: the yearly salary, the start date, the day the teacher answers by
 * (the offer expires at the end of it, in Tampa) and a note. It sits in a dialog; `onSent`
 * closes it once the server has the offer.
 */
export function OfferForm({ application, onSent, onCancel }: HiringFormProps) {
  const { t } = useTranslation('school');
  const make = useMakeOffer(application);
  const { form, formRef, submitRef, onSubmit, busy, alert, errorOf } = useApiForm<Values>({
    schema: offerSchema,
    defaultValues: { salary: '', startDate: '', respondBy: '', note: '' },
    fields: FIELDS,
    send: async (values) => {
      const input: OfferInput = { ...values, salary: Number(values.salary) };
      await make.mutateAsync(input);
      onSent();
    },
    texts: TEXTS,
  });
  const { register } = form;
  const today = tampaToday();
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className={styles.form}>
      <TextField
        label={t('offer.salary')}
        hint={t('offer.salaryHint')}
        type="number"
        inputMode="numeric"
        required
        min={SALARY.min}
        max={SALARY.max}
        step={1}
        className={styles.wide}
        error={errorOf('salary')}
        {...register('salary')}
      />
      <DateField label={t('offer.startDate')} required min={today} error={errorOf('startDate')} {...register('startDate')} />
      <DateField
        label={t('offer.respondBy')}
        hint={t('offer.respondByHint', { max: MAX_RESPOND_DAYS })}
        required
        min={addDays(today, 1)}
        max={addDays(today, MAX_RESPOND_DAYS)}
        error={errorOf('respondBy')}
        {...register('respondBy')}
      />
      <HiringFormEnd
        texts="offer"
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
