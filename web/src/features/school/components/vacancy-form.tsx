import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { tampaToday } from '@/lib/dates';
import fieldStyles from '@/components/form-field.module.css';
import { CheckboxGroupField } from '@/components/form/checkbox-group-field';
import { errorMessage } from '@/components/form/form-errors';
import { DateField, TextAreaField, TextField } from '@/components/form/input-fields';
import { RadioGroupField } from '@/components/form/radio-group-field';
import { SelectField, type SelectFieldProps, type SelectOption } from '@/components/form/select-field';
import { FormEnd } from '@/components/form/form-end';
import { useApiForm } from '@/components/form/use-api-form';
import { useOptionLabel, type Options, type OptionGroup } from '@/lib/options';
import { WORK_AUTHORIZATIONS } from '@/lib/work-authorization';
import type { OverviewSchool, SchoolVacancy, VacancyInput } from '../api/vacancies';
import {
  CERTIFICATIONS,
  describeVacancyError,
  MAX_NEEDS,
  MAX_OPENINGS,
  SALARY_BOUNDS,
  toInput,
  toValues,
  VACANCY_FIELDS,
  vacancySchema,
  type VacancyValues,
} from './vacancy-schema';
import styles from './school.module.css';

type Props = {
  /** The district's schools, one of which the vacancy is at. */
  schools: OverviewSchool[];
  options: Options;
  /** The vacancy to edit; a new one when absent. */
  vacancy?: SchoolVacancy;
  /** send saves the vacancy; a rejection is shown on the form (the server's codes on their fields). */
  send: (input: VacancyInput) => Promise<unknown>;
  submitLabel: string;
  busyLabel: string;
};

/**
 * VacancyForm is every field of a vacancy, for a new one or one to edit: the form checks what
 * the server checks, and shows the server's refusals beside their fields in the visitor's words.
 */
export function VacancyForm({ schools, options, vacancy, send, submitLabel, busyLabel }: Props) {
  const { t } = useTranslation('school');
  const label = useOptionLabel();
  const { form, formRef, submitRef, onSubmit, busy, alert } = useApiForm<VacancyValues>({
    schema: vacancySchema,
    defaultValues: toValues(vacancy),
    fields: VACANCY_FIELDS,
    send: async (values) => {
      await send(toInput(values));
      form.reset(values);
    },
    texts: { ns: 'school' },
  });
  const { register } = form;
  const errorOf = (name: keyof VacancyValues) =>
    errorMessage(form.formState.errors, name, (field, code) => describeVacancyError(t, field, code));
  const choose = { value: '', label: t('form.choose') };
  const optionsOf = (group: OptionGroup, except: string[] = []): SelectOption[] =>
    options[group].filter((code) => !except.includes(code)).map((code) => ({ value: code, label: label(group, code) }));


  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className={styles.form}>
      <p className={`${styles.note} ${styles.wide}`}>{t('form.requiredNote')}</p>
      <SelectField
        label={t('form.school')}
        required
        className={styles.wide}
        error={errorOf('schoolId')}
        options={[choose, ...schools.map((item) => ({ value: item.id, label: t('form.schoolOption', { school: item.schoolName, city: item.city }) }))]}
        {...register('schoolId')}
      />
      <TextField
        label={t('form.position')}
        hint={t('form.positionHint')}
        required
        maxLength={200}
        className={styles.wide}
        error={errorOf('position')}
        {...register('position')}
      />
      <SelectField label={t('form.type')} required error={errorOf('type')} options={[choose, ...optionsOf('vacancyTypes')]} {...register('type')} />
      <SelectField
        label={t('form.level')}
        required
        error={errorOf('educationalLevel')}
        options={[choose, ...optionsOf('gradeLevels')]}
        {...register('educationalLevel')}
      />
      {/* "Other (please specify)" is how a teacher names a subject of their own; a vacancy chooses one of the list. */}
      <SelectField
        label={t('form.subject')}
        required
        error={errorOf('subject')}
        options={[choose, ...optionsOf('subjects', ['other'])]}
        {...register('subject')}
      />
      <DesignationField
        control={form.control}
        schools={schools}
        error={errorOf('designation')}
        options={optionsOf('designations')}
        {...register('designation')}
      />
      <TextAreaField
        label={t('form.description')}
        hint={t('form.descriptionHint')}
        required
        className={styles.wide}
        error={errorOf('description')}
        {...register('description')}
      />
      <TextAreaField
        label={t('form.requirements')}
        hint={t('form.requirementsHint')}
        rows={4}
        className={styles.wide}
        error={errorOf('requirements')}
        {...register('requirements')}
      />
      <RadioGroupField
        label={t('form.certification')}
        className={styles.wide}
        error={errorOf('requiredCertification')}
        options={CERTIFICATIONS.map((code) => ({ value: code, label: t(`certifications.${code}`) }))}
        {...register('requiredCertification')}
      />
      <RadioGroupField
        label={t('form.workAuthorization')}
        hint={t('form.workAuthorizationHint')}
        className={styles.wide}
        error={errorOf('workAuthorization')}
        options={WORK_AUTHORIZATIONS.map((code) => ({ value: code, label: t(`workAuthorizations.${code}`) }))}
        {...register('workAuthorization')}
      />
      <TextField
        label={t('form.experience')}
        hint={t('form.experienceHint')}
        type="number"
        inputMode="numeric"
        min={0}
        max={40}
        step={1}
        error={errorOf('minYearsExperience')}
        {...register('minYearsExperience')}
      />
      <TextField
        label={t('form.openings')}
        hint={t('form.openingsHint', { max: MAX_OPENINGS })}
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_OPENINGS}
        step={1}
        error={errorOf('openings')}
        {...register('openings')}
      />
      {/* Both optional: a district that states pay is found by the board's minimum salary (docs/api.md "Know before you go"). */}
      <TextField
        label={t('form.salaryMin')}
        hint={t('form.salaryHint')}
        type="number"
        inputMode="numeric"
        min={SALARY_BOUNDS.min}
        max={SALARY_BOUNDS.max}
        step={1}
        error={errorOf('salaryMin')}
        {...register('salaryMin')}
      />
      <TextField
        label={t('form.salaryMax')}
        type="number"
        inputMode="numeric"
        min={SALARY_BOUNDS.min}
        max={SALARY_BOUNDS.max}
        step={1}
        error={errorOf('salaryMax')}
        {...register('salaryMax')}
      />
      <DateField
        label={t('form.lastDate')}
        hint={t('form.lastDateHint')}
        required
        min={tampaToday()}
        error={errorOf('lastDateToApply')}
        {...register('lastDateToApply')}
      />
      <CheckboxGroupField
        label={t('form.needs')}
        hint={t('form.needsHint', { max: MAX_NEEDS })}
        className={`${styles.wide} ${styles.needs}`}
        error={errorOf('needs')}
        options={optionsOf('skills')}
        {...register('needs')}
      />
      <div className={styles.wide}>
        <label className={fieldStyles.option}>
          <input type="checkbox" {...register('dualLanguage')} />
          {t('form.dualLanguage')}
        </label>
      </div>
      <FormEnd alert={alert} busy={busy} submitRef={submitRef} label={submitLabel} busyLabel={busyLabel} />
    </form>
  );
}

type DesignationProps = Omit<SelectFieldProps, 'label' | 'hint' | 'options'> & {
  control: Control<VacancyValues>;
  schools: OverviewSchool[];
  options: SelectOption[];
};

/**
 * DesignationField chooses the vacancy's designation; its first choice, "the school's", names the
 * designation of the school chosen. It alone follows the school field, so typing elsewhere in the
 * form does not draw it again.
 */
function DesignationField({ control, schools, options, ...select }: DesignationProps) {
  const { t } = useTranslation('school');
  const label = useOptionLabel();
  const schoolId = useWatch({ control, name: 'schoolId' });
  const school = schools.find((item) => item.id === schoolId);
  const first = school
    ? t('form.designationOf', { designation: label('designations', school.designation) })
    : t('form.designationDefault');
  return (
    <SelectField
      label={t('form.designation')}
      hint={t('form.designationHint')}
      options={[{ value: '', label: first }, ...options]}
      {...select}
    />
  );
}
