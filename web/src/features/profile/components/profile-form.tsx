import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField, PhoneField, TextField } from '@/components/form/input-fields';
import { CountryField, SelectField } from '@/components/form/select-field';
import { errorMessage } from '@/components/form/form-errors';
import { UnsavedChanges } from '@/components/form/unsaved-changes';
import { timeZones } from '@/lib/dates';
import { useSaveProfile, type Profile } from '../api/profile';
import { FieldAnchor, Starred, StateField } from './profile-fields';
import {
  DEGREES,
  describeProfileError,
  GENDERS,
  isUSState,
  PROFILE_FIELDS,
  profileSchema,
  toInput,
  toValues,
  type ProfileValues,
} from './profile-schema';
import { SaveEnd, useSaveForm } from './save-form';
import styles from './profile.module.css';

/** yearsAgo is the ISO date `years` years before today, a bound of the date of birth. */
function yearsAgo(years: number): string {
  const day = new Date();
  day.setFullYear(day.getFullYear() - years);
  return day.toISOString().slice(0, 10);
}

/**
 * ProfileForm edits the teacher's details (docs/product.md §3): the starred fields are required, gender
 * and date of birth optional; the state and ZIP code follow the rules of the country chosen; the
 * time zone, which interview times are shown in, starts as the server answers it.
 * Every field's wrapper has the API's name as its id, so `/teacher/profile#city` leads to it.
 * Leaving the page with changes not saved asks first.
 */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const save = useSaveProfile();
  const { form, formRef, submitRef, onSubmit, busy, alert, saved } = useSaveForm<ProfileValues>({
    schema: profileSchema,
    defaultValues: toValues(profile),
    fields: PROFILE_FIELDS,
    send: async (values) => {
      const saved = await save.mutateAsync(toInput(values, form.formState.dirtyFields.timeZone === true));
      // The form keeps what it sent; the zone is the server's, which follows a new country.
      values.timeZone = saved.timeZone;
    },
  });
  const country = form.watch('country');
  const errorOf = (name: keyof ProfileValues) =>
    errorMessage(form.formState.errors, name, (field, code) => describeProfileError(t, field, code, country));
  const text = (name: 'firstName' | 'lastName' | 'address' | 'city', autoComplete: string, className?: string) => (
    <FieldAnchor id={name} className={className}>
      <TextField
        label={<Starred>{t(`form.${name}`)}</Starred>}
        required
        autoComplete={autoComplete}
        error={errorOf(name)}
        {...form.register(name)}
      />
    </FieldAnchor>
  );

  return (
    <section aria-labelledby="details-title" className={`panel ${styles.card}`}>
      <h2 id="details-title">{t('form.title')}</h2>
      <p className={styles.note}>{t('form.requiredNote')}</p>
      <form ref={formRef} noValidate onSubmit={onSubmit} className={styles.grid}>
        {text('firstName', 'given-name')}
        {text('lastName', 'family-name')}
        <TextField
          label={<Starred>{t('form.email')}</Starred>}
          hint={t('form.emailHint')}
          type="email"
          value={profile.email}
          readOnly
          className={styles.wide}
        />
        <FieldAnchor id="contactNumber">
          <PhoneField
            label={<Starred>{t('form.contactNumber')}</Starred>}
            hint={t('form.contactNumberHint')}
            required
            error={errorOf('contactNumber')}
            {...form.register('contactNumber')}
          />
        </FieldAnchor>
        <FieldAnchor id="country">
          <Controller
            name="country"
            control={form.control}
            render={({ field }) => (
              <CountryField
                label={<Starred>{t('form.country')}</Starred>}
                required
                error={errorOf('country')}
                {...field}
                onChange={(event) => {
                  field.onChange(event);
                  // A province typed for another country is no USPS code: choose again.
                  if (event.target.value === 'US' && !isUSState(form.getValues('state'))) form.setValue('state', '');
                }}
              />
            )}
          />
        </FieldAnchor>
        {text('address', 'street-address', styles.wide)}
        {text('city', 'address-level2')}
        <FieldAnchor id="state">
          <StateField inUS={country === 'US'} error={errorOf('state')} {...form.register('state')} />
        </FieldAnchor>
        <FieldAnchor id="zipCode">
          <TextField
            label={<Starred>{t(country === 'US' ? 'form.zipCodeUS' : 'form.zipCode')}</Starred>}
            hint={country === 'US' ? t('form.zipCodeHintUS') : undefined}
            required
            autoComplete="postal-code"
            inputMode={country === 'US' ? 'numeric' : undefined}
            maxLength={country === 'US' ? 10 : 60}
            error={errorOf('zipCode')}
            {...form.register('zipCode')}
          />
        </FieldAnchor>
        <FieldAnchor id="gender">
          <SelectField
            label={t('form.gender')}
            options={[
              { value: '', label: t('form.genderNone') },
              ...GENDERS.map((gender) => ({ value: gender, label: t(`form.genders.${gender}`) })),
            ]}
            error={errorOf('gender')}
            {...form.register('gender')}
          />
        </FieldAnchor>
        <FieldAnchor id="dateOfBirth">
          <DateField
            label={t('form.dateOfBirth')}
            hint={t('form.dateOfBirthHint')}
            min={yearsAgo(100)}
            max={yearsAgo(18)}
            autoComplete="bday"
            error={errorOf('dateOfBirth')}
            {...form.register('dateOfBirth')}
          />
        </FieldAnchor>
        <FieldAnchor id="highestDegree">
          <SelectField
            label={t('form.highestDegree')}
            hint={t('form.highestDegreeHint')}
            options={[
              { value: '', label: t('form.highestDegreeNone') },
              ...DEGREES.map((degree) => ({ value: degree, label: t(`form.degrees.${degree}`) })),
            ]}
            error={errorOf('highestDegree')}
            {...form.register('highestDegree')}
          />
        </FieldAnchor>
        <FieldAnchor id="timeZone">
          <SelectField
            label={t('form.timeZone')}
            hint={t('form.timeZoneHint')}
            options={timeZones(profile.timeZone).map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }))}
            error={errorOf('timeZone')}
            {...form.register('timeZone')}
          />
        </FieldAnchor>
        <SaveEnd alert={alert} busy={busy} savedText={saved && t('form.saved')} submitRef={submitRef} label={t('form.submit')} />
        <UnsavedChanges dirty={form.formState.isDirty} />
      </form>
    </section>
  );
}
