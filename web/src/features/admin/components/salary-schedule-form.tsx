import { useQuery } from '@tanstack/react-query';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import fieldStyles from '@/components/form-field.module.css';
import { requiredText } from '@/components/form/form-errors';
import { FormEnd } from '@/components/form/form-end';
import { DateField, TextField } from '@/components/form/input-fields';
import { LoadFailed } from '@/components/load-failed';
import { tampaToday } from '@/lib/dates';
import { salarySchedulesQuery, type SalarySchedule } from '@/lib/salary-schedules';
import type { Organization } from '../api/organizations';
import { useSaveSalarySchedule, type SalaryScheduleInput } from '../api/salary-schedules';
import { Status } from './list-parts';
import { isHttpsUrl } from './organization-form';
import { useAdminForm } from './use-admin-form';
import styles from './admin.module.css';

/** The server's bounds (docs/api.md "Know before you go"). */
const MAX_AMOUNT = 500_000;
const MAX_YEARS = 60;
const MAX_STEPS = 60;
const MAX_SUPPLEMENTS = 20;

const DEGREES = ['bachelor', 'master', 'specialist', 'doctorate'] as const;

const url = v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.check(isHttpsUrl, 'invalid'));
// An amount as typed: empty (the source states none), or whole dollars from 1 to MAX_AMOUNT.
const amount = v.pipe(
  v.string(),
  v.trim(),
  v.check((text) => text === '' || (/^\d{1,6}$/.test(text) && Number(text) >= 1 && Number(text) <= MAX_AMOUNT), 'out_of_range'),
);
/** isSchoolYear tells whether a text is a school year whose second year follows its first: 2024-25. */
const isSchoolYear = (text: string) => /^\d{4}-\d{2}$/.test(text) && (Number(text.slice(0, 4)) + 1) % 100 === Number(text.slice(5));

// The server's rules, with its codes; that the steps' years increase is the server's to say.
const schema = v.object({
  schoolYear: v.pipe(requiredText(), v.check(isSchoolYear, 'invalid')),
  sourceUrl: url,
  retrievedOn: v.pipe(v.string(), v.nonEmpty('required'), v.isoDate('invalid'), v.check((day) => day <= tampaToday(), 'future')),
  startingSalary: amount,
  steps: v.pipe(
    v.array(
      v.object({
        years: v.pipe(v.string(), v.trim(), v.regex(/^\d{1,2}$/, 'invalid'), v.check((years) => Number(years) <= MAX_YEARS, 'invalid')),
        bachelor: amount,
        master: amount,
        specialist: amount,
        doctorate: amount,
      }),
    ),
    v.maxLength(MAX_STEPS, 'too_many'),
  ),
  supplements: v.pipe(
    v.array(v.object({ name: v.pipe(requiredText(), v.maxLength(200, 'too_long')), amount, sourceUrl: url })),
    v.maxLength(MAX_SUPPLEMENTS, 'too_many'),
  ),
});
type Values = v.InferInput<typeof schema>;
type Step = Values['steps'][number];

const text = (dollars: number | null) => (dollars === null ? '' : String(dollars));
const dollars = (typed: string) => (typed === '' ? null : Number(typed));
const NEW_STEP: Step = { years: '', bachelor: '', master: '', specialist: '', doctorate: '' };

/** toValues fills the form from a district's schedule, or empty when it has none. */
function toValues(schedule: SalarySchedule | undefined): Values {
  return {
    schoolYear: schedule?.schoolYear ?? '',
    sourceUrl: schedule?.sourceUrl ?? '',
    retrievedOn: schedule?.retrievedOn ?? '',
    startingSalary: text(schedule?.startingSalary ?? null),
    steps: (schedule?.steps ?? []).map((step) => ({
      years: String(step.years),
      bachelor: text(step.bachelor),
      master: text(step.master),
      specialist: text(step.specialist),
      doctorate: text(step.doctorate),
    })),
    supplements: (schedule?.supplements ?? []).map((supplement) => ({ ...supplement, amount: text(supplement.amount) })),
  };
}

/** toInput is the body of the PUT for checked values: empty amounts are none. */
function toInput(values: Values): SalaryScheduleInput {
  return {
    ...values,
    startingSalary: dollars(values.startingSalary),
    steps: values.steps.map((step) => ({
      years: Number(step.years),
      bachelor: dollars(step.bachelor),
      master: dollars(step.master),
      specialist: dollars(step.specialist),
      doctorate: dollars(step.doctorate),
    })),
    supplements: values.supplements.map((supplement) => ({ ...supplement, amount: dollars(supplement.amount) })),
  };
}

type Props = {
  organization: Organization;
  onSaved: () => void;
  onCancel: () => void;
};

/**
 * SalaryScheduleForm sets a district's salary schedule for one school year: only what its source
 * states, with the source's link and the day it was read; the starting salary, steps by years of
 * experience and degree (an amount the source gives none for stays empty), and supplements.
 */
export function SalaryScheduleForm(props: Props) {
  const { t } = useTranslation('admin');
  const schedules = useQuery({ ...salarySchedulesQuery, throwOnError: false });
  if (schedules.isError) return <LoadFailed onRetry={() => void schedules.refetch()} />;
  if (!schedules.data) return <Status>{t('common.loading')}</Status>;
  const schedule = schedules.data.find((candidate) => candidate.organizationId === props.organization.id);
  return <Form {...props} schedule={schedule} />;
}

function Form({ organization, schedule, onSaved, onCancel }: Props & { schedule: SalarySchedule | undefined }) {
  const { t } = useTranslation('admin');
  const save = useSaveSalarySchedule();
  const initial = toValues(schedule);
  const { form, formRef, submitRef, onSubmit, busy, alert, errorOf } = useAdminForm<Values>({
    schema,
    defaultValues: initial,
    // The rows' fields too, as many as there may be: the server names a refused one by its row.
    fields: [
      'schoolYear',
      'sourceUrl',
      'retrievedOn',
      'startingSalary',
      ...Array.from({ length: MAX_STEPS }, (_, row) => (['years', ...DEGREES] as const).map((name) => `steps.${row}.${name}` as const)).flat(),
      ...Array.from({ length: MAX_SUPPLEMENTS }, (_, row) => (['name', 'amount', 'sourceUrl'] as const).map((name) => `supplements.${row}.${name}` as const)).flat(),
    ],
    send: async (values) => {
      await save.mutateAsync({ organizationId: organization.id, input: toInput(values) });
      onSaved();
    },
  });
  const { register, control } = form;
  const steps = useFieldArray({ control, name: 'steps' });
  const supplements = useFieldArray({ control, name: 'supplements' });
  const money = { type: 'number', inputMode: 'numeric', min: 1, max: MAX_AMOUNT, step: 1 } as const;

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className={styles.form}>
      <p className={`${styles.wide} ${styles.muted}`}>{t('salary.intro')}</p>
      <TextField label={t('salary.schoolYear')} hint={t('salary.schoolYearHint')} required error={errorOf('schoolYear')} {...register('schoolYear')} />
      <TextField
        label={t('salary.sourceUrl')}
        hint={t('organizations.form.urlHint')}
        type="url"
        required
        className={styles.wide}
        error={errorOf('sourceUrl')}
        {...register('sourceUrl')}
      />
      <DateField label={t('salary.retrievedOn')} required max={tampaToday()} error={errorOf('retrievedOn')} {...register('retrievedOn')} />
      <TextField
        label={t('salary.startingSalary')}
        hint={t('salary.amountHint')}
        {...money}
        error={errorOf('startingSalary')}
        {...register('startingSalary')}
      />
      <fieldset className={`${fieldStyles.field} ${fieldStyles.group} ${styles.wide}`}>
        <legend className={fieldStyles.label}>{t('salary.steps')}</legend>
        <p className={styles.muted}>{t('salary.stepsHint')}</p>
        {steps.fields.map((step, row) => (
          <fieldset key={step.id} className={styles.form}>
            <legend className={styles.wide}>{t('salary.step', { n: row + 1 })}</legend>
            <TextField
              label={t('salary.years')}
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_YEARS}
              step={1}
              required
              error={errorOf(`steps.${row}.years`)}
              {...register(`steps.${row}.years`)}
            />
            {DEGREES.map((degree) => (
              <TextField
                key={degree}
                label={t(`salary.degrees.${degree}`)}
                {...money}
                error={errorOf(`steps.${row}.${degree}`)}
                {...register(`steps.${row}.${degree}`)}
              />
            ))}
            <div className={styles.actions}>
              <button type="button" className="button button-secondary" onClick={() => steps.remove(row)}>
                {t('salary.removeStep', { n: row + 1 })}
              </button>
            </div>
          </fieldset>
        ))}
        {steps.fields.length < MAX_STEPS && (
          <button type="button" className="button button-secondary" onClick={() => steps.append(NEW_STEP)}>
            {t('salary.addStep')}
          </button>
        )}
      </fieldset>
      <fieldset className={`${fieldStyles.field} ${fieldStyles.group} ${styles.wide}`}>
        <legend className={fieldStyles.label}>{t('salary.supplements')}</legend>
        <p className={styles.muted}>{t('salary.supplementsHint')}</p>
        {supplements.fields.map((supplement, row) => (
          <fieldset key={supplement.id} className={styles.form}>
            <legend className={styles.wide}>{t('salary.supplement', { n: row + 1 })}</legend>
            <TextField
              label={t('salary.supplementName')}
              required
              maxLength={200}
              className={styles.wide}
              error={errorOf(`supplements.${row}.name`)}
              {...register(`supplements.${row}.name`)}
            />
            <TextField
              label={t('salary.supplementAmount')}
              hint={t('salary.supplementAmountHint')}
              {...money}
              error={errorOf(`supplements.${row}.amount`)}
              {...register(`supplements.${row}.amount`)}
            />
            <TextField
              label={t('salary.sourceUrl')}
              type="url"
              required
              error={errorOf(`supplements.${row}.sourceUrl`)}
              {...register(`supplements.${row}.sourceUrl`)}
            />
            <div className={styles.actions}>
              <button type="button" className="button button-secondary" onClick={() => supplements.remove(row)}>
                {t('salary.removeSupplement', { n: row + 1 })}
              </button>
            </div>
          </fieldset>
        ))}
        {supplements.fields.length < MAX_SUPPLEMENTS && (
          <button type="button" className="button button-secondary" onClick={() => supplements.append({ name: '', amount: '', sourceUrl: '' })}>
            {t('salary.addSupplement')}
          </button>
        )}
      </fieldset>
      <FormEnd alert={alert} busy={busy} submitRef={submitRef} label={t('common.saveChanges')} busyLabel={t('common.saving')} onCancel={onCancel} />
    </form>
  );
}
