import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '@/components/form/checkbox-field';
import { FormEnd } from '@/components/form/form-end';
import { DateField } from '@/components/form/input-fields';
import { RadioGroupField } from '@/components/form/radio-group-field';
import { UnsavedChanges } from '@/components/form/unsaved-changes';
import { useApiForm } from '@/components/form/use-api-form';
import type { ErrorTexts } from '@/lib/api-errors';
import { localToday } from '@/lib/dates';
import { useOptions } from '@/lib/options';
import { useCertification, useSaveCertification, type CertificationView } from '../api/certification';
import {
  certificationSchema,
  fieldsOf,
  MAX_EXAMS,
  nextStep,
  toPath,
  valuesOf,
  type CertificationValues,
  type Route,
} from './certification-schema';
import { NextStep, SSN_STEPS } from './next-step';
import { SubjectExams } from './subject-exams';
import styles from './certification.module.css';

/** ROUTES are the routes in the order the page offers them, from abroad to already certified. */
const ROUTES: readonly Route[] = ['foreign_degree', 'us_degree', 'other_state', 'florida_certified'];

/** The form's words for the API's codes (docs/api.md "Know before you go"). */
const TEXTS: ErrorTexts = {
  ns: 'certification',
  alerts: { unauthenticated: 'errors.unauthenticated' },
  fields: {
    'route:required': 'errors.route',
    'route:invalid': 'errors.route',
    future: 'errors.future',
  },
};

/**
 * CertificationForm is the teacher's Florida certification path (docs/product.md "Certification
 * path"): she picks her route, ticks its steps with the day each was done and lists the subject
 * area exams she passed; her next step is highlighted with its fee, typical time and official
 * source, and its SSN need where it has one.
 */
export function CertificationForm() {
  const { t } = useTranslation('certification');
  const saved = useCertification();
  const options = useOptions();
  if (!saved.data || !options.data) {
    return (
      <p role="status" className={`panel ${styles.form}`}>
        {t('loading')}
      </p>
    );
  }
  return <CertificationFields view={saved.data} subjects={options.data.subjects} />;
}

/** CertificationFields is the form itself, filled in with the saved path. */
function CertificationFields({ view, subjects }: { view: CertificationView; subjects: readonly string[] }) {
  const { t } = useTranslation('certification');
  // Every step, in the order the routes take them.
  const codes = useMemo(() => [...new Set(ROUTES.flatMap((route) => view.routes[route]))], [view.routes]);
  const schema = useMemo(() => certificationSchema(codes), [codes]);
  const save = useSaveCertification();
  const kit = useApiForm<CertificationValues>({
    schema,
    defaultValues: valuesOf(view),
    fields: fieldsOf(codes),
    texts: TEXTS,
    send: async (values): Promise<void> => {
      kit.form.reset(valuesOf(await save.mutateAsync(toPath(view.routes, values))));
    },
  });
  const { form, formRef, submitRef, onSubmit, busy, alert, done, errorOf } = kit;
  const route = form.watch('route');
  const steps = form.watch('steps');
  const next = nextStep(view.routes, route, steps);
  const routeSteps = route === '' ? [] : view.routes[route];
  const stepsDone = routeSteps.filter((code) => steps[code]?.done).length;

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className={`panel ${styles.form}`}>
      <RadioGroupField
        label={t('route.label')}
        hint={t('route.hint')}
        options={ROUTES.map((code) => ({ value: code, label: t(`route.${code}`) }))}
        error={errorOf('route')}
        {...form.register('route')}
      />
      {route === '' ? (
        <p className={styles.hint}>{t('chooseRoute')}</p>
      ) : (
        <>
          <p>{t(`routeNote.${route}`)}</p>
          <NextStep code={next} step={next === null ? undefined : view.steps[next]} />
          <fieldset className={styles.fieldset}>
            <legend>{t('steps.title')}</legend>
            <p className={styles.hint}>{t('steps.hint')}</p>
            <p role="status">{t('progress', { done: stepsDone, total: routeSteps.length })}</p>
            <ol className={styles.steps}>
              {routeSteps.map((code) => (
                <li key={code} className={code === next ? styles.current : undefined} aria-current={code === next ? 'step' : undefined}>
                  {code === next && <span className={styles.badge}>{t('steps.next')}</span>}
                  <CheckboxField
                    label={t(`steps.${code}`)}
                    hint={SSN_STEPS[code] && t('ssn.needed')}
                    {...form.register(`steps.${code}.done`)}
                  />
                  {steps[code]?.done && (
                    <DateField
                      label={t('steps.date', { step: t(`steps.${code}`) })}
                      max={localToday()}
                      className={styles.date}
                      error={errorOf(`steps.${code}.date`)}
                      {...form.register(`steps.${code}.date`)}
                    />
                  )}
                </li>
              ))}
            </ol>
          </fieldset>
          <SubjectExams form={form} subjects={subjects} errorOf={errorOf} max={MAX_EXAMS} />
        </>
      )}
      <FormEnd
        alert={alert}
        busy={busy}
        submitRef={submitRef}
        label={t('submit')}
        busyLabel={t('submitting')}
        doneText={done && t('saved')}
      />
      <UnsavedChanges dirty={form.formState.isDirty} />
    </form>
  );
}
