import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxGroupField } from '@/components/form/checkbox-group-field';
import { FormEnd } from '@/components/form/form-end';
import { TextField } from '@/components/form/input-fields';
import { UnsavedChanges } from '@/components/form/unsaved-changes';
import { PhilosophyField } from '@/components/school-culture/philosophy-field';
import { useOptionLabel, useOptions, type OptionGroup, type Options } from '@/lib/options';
import { usePreferences, type Preferences } from '../api/preferences';
import { SUBJECT_OTHER, SUBJECT_OTHER_MAX, VALUES_MAX } from './preferences-schema';
import { SkillsField } from './skills-field';
import { usePreferencesForm } from './use-preferences-form';
import styles from './preferences.module.css';

/**
 * PreferencesForm shows the signed-in teacher's preferences (docs/product.md §3 "Preferences") and saves
 * them: grade levels, subjects (with "other" written in), the job types wanted (none: any),
 * settings, up to three school philosophies the teacher values (none: no preference), and five
 * ranked skills.
 */
export function PreferencesForm() {
  const { t } = useTranslation('preferences');
  const options = useOptions();
  const saved = usePreferences();
  if (!options.data || !saved.data) {
    return (
      <p role="status" className={`panel ${styles.box}`}>
        {t('loading')}
      </p>
    );
  }
  return <PreferencesFields options={options.data} saved={saved.data} />;
}

type MultiField = 'gradeLevels' | 'subjects' | 'jobTypes' | 'experienceSettings';

/** GROUPS are the option lists the multi-selects offer: job types are the vacancies' types. */
const GROUPS: Record<MultiField, OptionGroup> = {
  gradeLevels: 'gradeLevels',
  subjects: 'subjects',
  jobTypes: 'vacancyTypes',
  experienceSettings: 'experienceSettings',
};

/** PreferencesFields is the form itself, filled in with the saved preferences. */
function PreferencesFields({ options, saved }: { options: Options; saved: Preferences }) {
  const { t } = useTranslation('preferences');
  const label = useOptionLabel();
  const { form, formRef, submitRef, onSubmit, busy, alert, done, errorOf } = usePreferencesForm(options, saved);
  const choices = (group: OptionGroup) => options[group].map((code) => ({ value: code, label: label(group, code) }));
  const multi = (name: MultiField) => (
    <CheckboxGroupField
      label={t(`${name}.label`)}
      hint={t(`${name}.hint`)}
      options={choices(GROUPS[name])}
      error={errorOf(name)}
      className={styles.columns}
      {...form.register(name)}
    />
  );
  const otherChosen = form.watch('subjects').includes(SUBJECT_OTHER);

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className={`panel ${styles.box} ${styles.form}`}>
      <div id="gradeLevels">{multi('gradeLevels')}</div>
      <div id="subjects" className={styles.subjects}>
        {multi('subjects')}
        {otherChosen && (
          <TextField
            label={t('subjectOther.label')}
            hint={t('subjectOther.hint')}
            required
            maxLength={SUBJECT_OTHER_MAX}
            error={errorOf('subjectOther')}
            {...form.register('subjectOther')}
          />
        )}
      </div>
      <div id="jobTypes">{multi('jobTypes')}</div>
      <div id="experienceSettings">{multi('experienceSettings')}</div>
      <div id="values">
        <PhilosophyField
          label={t('values.label')}
          hint={t('values.hint')}
          codes={options.philosophies}
          limit={VALUES_MAX}
          chosen={form.watch('values') ?? []}
          error={errorOf('values')}
          className={styles.columns}
          {...form.register('values')}
        />
      </div>
      <Controller
        name="skills"
        control={form.control}
        render={({ field }) => (
          <SkillsField
            id="skills"
            name={field.name}
            codes={options.skills}
            value={field.value}
            onChange={field.onChange}
            error={errorOf('skills')}
          />
        )}
      />
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
