import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { requiredText } from '@/components/form/form-errors';
import { PhoneField, TextField } from '@/components/form/input-fields';
import { useSaveOrganization, type Organization, type OrganizationInput } from '../api/organizations';
import { FormEnd } from '@/components/form/form-end';
import { useAdminForm } from './use-admin-form';
import styles from './admin.module.css';

const SLUG = /^[a-z0-9-]{2,64}$/;

/** isHttpsUrl tells whether a text is a full https:// address, as the server wants a site to be. */
export function isHttpsUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

const optionalUrl = v.pipe(v.string(), v.trim(), v.check((text) => text === '' || isHttpsUrl(text), 'invalid'));
const optionalText = v.pipe(v.string(), v.trim());

// The server's rules (issue 14 contract, "Admin"), with its codes.
const schema = v.object({
  slug: v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.regex(SLUG, 'invalid')),
  name: v.pipe(requiredText(), v.maxLength(200, 'too_long')),
  county: requiredText(),
  website: optionalUrl,
  careersUrl: optionalUrl,
  address: optionalText,
  phone: optionalText,
});
type Values = v.InferInput<typeof schema>;

const FIELDS = ['slug', 'name', 'county', 'website', 'careersUrl', 'address', 'phone'] as const;

type Props = {
  /** The organization to edit; null for a new one. */
  organization: Organization | null;
  onSaved: (saved: Organization) => void;
  onCancel: () => void;
};

/** OrganizationForm creates a partner district or edits one's details. */
export function OrganizationForm({ organization, onSaved, onCancel }: Props) {
  const { t } = useTranslation('admin');
  const save = useSaveOrganization();
  const { form, formRef, submitRef, onSubmit, busy, alert, errorOf } = useAdminForm<Values>({
    schema,
    defaultValues: {
      slug: organization?.slug ?? '',
      name: organization?.name ?? '',
      county: organization?.county ?? '',
      website: organization?.website ?? '',
      careersUrl: organization?.careersUrl ?? '',
      address: organization?.address ?? '',
      phone: organization?.phone ?? '',
    },
    fields: FIELDS,
    send: async (values) => {
      // The resolver hands over the schema's output: the texts trimmed.
      const input: OrganizationInput = values;
      onSaved(await save.mutateAsync({ id: organization?.id ?? null, input }));
    },
  });
  const field = (name: (typeof FIELDS)[number]) => ({ label: t(`organizations.form.${name}`), error: errorOf(name), ...form.register(name) });
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className={styles.form}>
      <TextField {...field('name')} required maxLength={200} className={styles.wide} />
      <TextField
        {...field('slug')}
        hint={t('organizations.form.slugHint')}
        required
        maxLength={64}
        autoCapitalize="none"
        spellCheck={false}
      />
      <TextField {...field('county')} required />
      <TextField {...field('website')} type="url" hint={t('organizations.form.urlHint')} />
      <TextField {...field('careersUrl')} type="url" hint={t('organizations.form.urlHint')} />
      <TextField {...field('address')} className={styles.wide} />
      <PhoneField {...field('phone')} autoComplete="off" />
      <FormEnd
        alert={alert}
        busy={busy}
        submitRef={submitRef}
        label={organization ? t('common.saveChanges') : t('organizations.form.create')}
        busyLabel={t('common.saving')}
        onCancel={onCancel}
      />
    </form>
  );
}
