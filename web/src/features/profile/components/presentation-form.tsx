import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import fieldStyles from '@/components/form-field.module.css';
import { useFieldMessages } from '@/components/form/field';
import { errorMessage, requiredText } from '@/components/form/form-errors';
import { TextField } from '@/components/form/input-fields';
import { UnsavedChanges } from '@/components/form/unsaved-changes';
import { useSavePresentation, type Presentation } from '../api/profile';
import { Starred } from './profile-fields';
import { describeProfileError } from './profile-schema';
import { SaveEnd, useSaveForm } from './save-form';
import styles from './profile.module.css';

/** isWebLink tells whether a value is an http(s) address, the only links the server takes. */
function isWebLink(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const schema = v.object({
  url: v.pipe(requiredText(), v.check(isWebLink, 'invalid')),
  attested: v.pipe(v.boolean(), v.check((attested) => attested, 'required')),
});
type Values = v.InferInput<typeof schema>;
const FIELDS = ['url', 'attested'] as const;

/**
 * PresentationForm sets the public link to a video of the teacher teaching, with their
 * statement that it shows at least 15 minutes of it (docs/product.md §3, §5). Its id is
 * `presentation`, so `/teacher/profile#presentation` leads to it.
 */
export function PresentationForm({ presentation }: { presentation: Presentation }) {
  const { t } = useTranslation('profile');
  const save = useSavePresentation();
  const { form, formRef, submitRef, onSubmit, busy, alert, saved } = useSaveForm<Values>({
    schema,
    defaultValues: presentation,
    fields: FIELDS,
    send: (values) => save.mutateAsync(values.url),
  });
  const errorOf = (name: keyof Values) =>
    errorMessage(form.formState.errors, name, (field, code) => describeProfileError(t, field, code, ''));
  const attest = useFieldMessages(undefined, errorOf('attested'));

  return (
    <section id="presentation" aria-labelledby="presentation-title" className={`panel ${styles.card}`}>
      <h2 id="presentation-title">{t('presentation.title')}</h2>
      <p className={styles.note}>{t('presentation.about')}</p>
      <form ref={formRef} noValidate onSubmit={onSubmit} className={styles.stack}>
        <TextField
          label={<Starred>{t('presentation.url')}</Starred>}
          hint={t('presentation.urlHint')}
          type="url"
          inputMode="url"
          required
          placeholder="https://"
          error={errorOf('url')}
          {...form.register('url')}
        />
        <div className={fieldStyles.field}>
          {attest.messages}
          <label className={fieldStyles.option}>
            <input type="checkbox" required {...attest.control} {...form.register('attested')} />
            <Starred>{t('presentation.attest')}</Starred>
          </label>
        </div>
        <SaveEnd
          alert={alert}
          busy={busy}
          savedText={saved && t('presentation.saved')}
          submitRef={submitRef}
          label={t('presentation.submit')}
        />
        <UnsavedChanges dirty={form.formState.isDirty} />
      </form>
    </section>
  );
}
