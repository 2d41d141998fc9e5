import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { requiredText } from '@/components/form/form-errors';
import { TextField } from '@/components/form/input-fields';
import { SelectField } from '@/components/form/select-field';
import { CULTURE_FIELD_TEXTS, cultureEntries } from '@/components/school-culture/culture-schema';
import { SchoolCultureFields } from '@/components/school-culture/school-culture-fields';
import { useOptionLabel, useOptions, type Options } from '@/lib/options';
import { useOrganizations, type Organization } from '../api/organizations';
import { useSaveSchool, type AdminSchool, type SchoolInput } from '../api/schools';
import { FormEnd } from '@/components/form/form-end';
import { LoadFailed } from '@/components/load-failed';
import { Status } from './list-parts';
import { LocationPicker } from './location-picker';
import { TAMPA_BAY, toCoordinate } from './tampa-bay';
import { useAdminForm } from './use-admin-form';
import styles from './admin.module.css';

const DECIMAL = /^-?\d+(\.\d+)?$/;

// A coordinate as typed: empty, or a decimal number ("27.95"; a decimal comma or a typographic
// minus sign, as a copy from elsewhere may hold, is read as well) inside the range given.
const coordinate = ([low, high]: readonly [number, number]) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.transform((text) => text.replace(',', '.').replace('\u2212', '-')),
    v.check((text) => text === '' || DECIMAL.test(text), 'not_number'),
    v.check((text) => text === '' || (Number(text) >= low && Number(text) <= high), 'invalid'),
  );

// The server's rules (issue 14 contract, "Admin"), with its codes: both coordinates or neither,
// inside the Tampa Bay area.
const schema = v.pipe(
  v.object({
    organizationId: v.pipe(v.string(), v.nonEmpty('required')),
    schoolName: v.pipe(requiredText(), v.maxLength(200, 'too_long')),
    level: v.pipe(v.string(), v.nonEmpty('required')),
    designation: v.string(),
    address: v.pipe(v.string(), v.trim()),
    city: v.pipe(v.string(), v.trim()),
    lat: coordinate(TAMPA_BAY.lat),
    lng: coordinate(TAMPA_BAY.lng),
    ...cultureEntries,
  }),
  // The one that is missing is marked.
  v.forward(v.partialCheck([['lat'], ['lng']], ({ lat, lng }) => lat !== '' || lng === '', 'required'), ['lat']),
  v.forward(v.partialCheck([['lat'], ['lng']], ({ lat, lng }) => lng !== '' || lat === '', 'required'), ['lng']),
);
type Values = v.InferInput<typeof schema>;

const FIELDS = ['organizationId', 'schoolName', 'level', 'designation', 'address', 'city', 'lat', 'lng', 'philosophy', 'culture'] as const;

type Props = {
  /** The school to edit; null for a new one. */
  school: AdminSchool | null;
  /** The organization a new school starts in (the one the table is filtered by), or "". */
  defaultOrganizationId: string;
  onSaved: (saved: AdminSchool) => void;
  onCancel: () => void;
};

/**
 * SchoolForm creates a school or edits one. Its point is typed as latitude and longitude or
 * picked on the map, where the map can be shown.
 */
export function SchoolForm(props: Props) {
  const { t } = useTranslation('admin');
  const options = useOptions();
  const organizations = useOrganizations();
  // The lists are there before the form, so that its selects show the values they start with.
  if (options.isError || organizations.isError) {
    return <LoadFailed onRetry={() => void Promise.all([options.refetch(), organizations.refetch()])} />;
  }
  if (!options.data || !organizations.data) return <Status>{t('common.loading')}</Status>;
  return <Form {...props} options={options.data} organizations={organizations.data} />;
}

type FormProps = Props & { options: Options; organizations: Organization[] };

function Form({ school, defaultOrganizationId, onSaved, onCancel, options, organizations }: FormProps) {
  const { t } = useTranslation('admin');
  const label = useOptionLabel();
  const save = useSaveSchool();
  const { form, formRef, submitRef, onSubmit, busy, alert, errorOf } = useAdminForm<Values>({
    schema,
    defaultValues: {
      organizationId: school?.organizationId ?? defaultOrganizationId,
      schoolName: school?.schoolName ?? '',
      level: school?.level ?? '',
      designation: school?.designation || 'traditional',
      address: school?.address ?? '',
      city: school?.city ?? '',
      lat: school?.lat?.toString() ?? '',
      lng: school?.lng?.toString() ?? '',
      philosophy: school?.philosophy ?? [],
      culture: school?.culture ?? '',
    },
    fields: FIELDS,
    fieldTexts: CULTURE_FIELD_TEXTS,
    send: async (values) => {
      // The resolver hands over the schema's output: texts trimmed, coordinates as decimals. The
      // level is a code of the select (the grade levels); the server refuses another (invalid).
      // The same goes for the philosophies, codes of the boxes (the options' list).
      const level = values.level as SchoolInput['level'];
      const philosophy = values.philosophy as SchoolInput['philosophy'];
      const input: SchoolInput = { ...values, level, philosophy, lat: toCoordinate(values.lat), lng: toCoordinate(values.lng) };
      onSaved(await save.mutateAsync({ id: school?.id ?? null, input }));
    },
  });

  const field = (name: Exclude<(typeof FIELDS)[number], 'philosophy' | 'culture'>) => ({ label: t(`schools.form.${name}`), error: errorOf(name), ...form.register(name) });
  const codes = (group: 'gradeLevels' | 'designations') =>
    options[group].map((code) => ({ value: code, label: label(group, code) }));
  const pick = (lat: string, lng: string) => {
    const validate = form.formState.isSubmitted;
    form.setValue('lat', lat, { shouldDirty: true, shouldValidate: validate });
    form.setValue('lng', lng, { shouldDirty: true, shouldValidate: validate });
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className={styles.form}>
      <SelectField
        {...field('organizationId')}
        required
        options={[
          { value: '', label: t('common.choose') },
          ...organizations.map((organization) => ({ value: organization.id, label: organization.name })),
        ]}
        className={styles.wide}
      />
      <TextField {...field('schoolName')} required maxLength={200} className={styles.wide} />
      <SelectField {...field('level')} required options={[{ value: '', label: t('common.choose') }, ...codes('gradeLevels')]} />
      <SelectField {...field('designation')} options={codes('designations')} />
      <TextField {...field('address')} />
      <TextField {...field('city')} />
      <fieldset className={`${styles.wide} ${styles.form} ${styles.point}`}>
        <legend>{t('schools.form.location')}</legend>
        <p className={`${styles.wide} ${styles.muted}`}>{t('schools.form.locationHint')}</p>
        <TextField {...field('lat')} inputMode="decimal" hint={t('schools.form.latHint')} />
        <TextField {...field('lng')} inputMode="decimal" hint={t('schools.form.lngHint')} />
        <div className={styles.wide}>
          <LocationPicker lat={form.watch('lat')} lng={form.watch('lng')} onPick={pick} />
        </div>
      </fieldset>
      <SchoolCultureFields
        codes={options.philosophies}
        chosen={form.watch('philosophy')}
        philosophy={form.register('philosophy')}
        culture={form.register('culture')}
        errors={{ philosophy: errorOf('philosophy'), culture: errorOf('culture') }}
        className={styles.wide}
      />
      <FormEnd
        alert={alert}
        busy={busy}
        submitRef={submitRef}
        label={school ? t('common.saveChanges') : t('schools.form.create')}
        busyLabel={t('common.saving')}
        onCancel={onCancel}
      />
    </form>
  );
}
