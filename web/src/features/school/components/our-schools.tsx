import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { ListView } from '@/components/data-table/data-table';
import { EditDialog, useEditing } from '@/components/edit-dialog';
import { FormEnd } from '@/components/form/form-end';
import { useApiForm } from '@/components/form/use-api-form';
import { useNotice } from '@/components/notice';
import { CULTURE_FIELD_TEXTS, cultureEntries } from '@/components/school-culture/culture-schema';
import { SchoolCulture } from '@/components/school-culture/school-culture';
import { SchoolCultureFields } from '@/components/school-culture/school-culture-fields';
import type { ErrorTexts } from '@/lib/api-errors';
import { useOptionLabel, useOptions } from '@/lib/options';
import { useDistrictSchools, useSaveSchoolCulture, type School, type SchoolCultureInput } from '../api/schools';
import styles from './school.module.css';

/**
 * OurSchools lists the schools of the user's district with how each teaches (docs/api.md
 * "Philosophy and cultural fit"): its philosophies and its culture text, as its job pages show
 * them, and edits them in a dialog. What was saved is said where the focus lands.
 */
export function OurSchools({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation('school');
  const label = useOptionLabel();
  const schools = useDistrictSchools(organizationId);
  const notice = useNotice();
  const editing = useEditing<School>(notice);
  // The form's boxes are the option codes: asked for with the list, so that the form opens at once.
  useOptions();
  return (
    <div className={styles.stack}>
      {notice.element}
      <ListView
        query={schools}
        status={{ loading: t('culture.loading'), none: t('culture.none'), found: (count) => t('culture.found', { count }) }}
      >
        {(rows) => (
          <ul className={styles.cards}>
            {rows.map((school) => (
              <li key={school.id}>
                <article aria-labelledby={`school-${school.id}`} className="panel">
                  <h2 id={`school-${school.id}`}>{school.schoolName}</h2>
                  <p className={styles.muted}>{[label('gradeLevels', school.level), school.city].filter(Boolean).join(' · ')}</p>
                  {school.philosophy.length > 0 || school.culture ? (
                    <SchoolCulture philosophy={school.philosophy} culture={school.culture} />
                  ) : (
                    <p>{t('culture.notSet')}</p>
                  )}
                  <div className={styles.actions}>
                    <button
                      type="button"
                      className="button button-secondary"
                      aria-label={t('culture.editLabel', { name: school.schoolName })}
                      onClick={() => editing.start(school)}
                    >
                      {t('culture.edit')}
                    </button>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </ListView>
      <EditDialog editing={editing} size="large" title={(school) => t('culture.editTitle', { name: school?.schoolName ?? '' })}>
        {(school) =>
          school && (
            <CultureForm
              school={school}
              onCancel={editing.close}
              onSaved={(saved) => editing.saved(t('culture.saved', { name: saved.schoolName }))}
            />
          )
        }
      </EditDialog>
    </div>
  );
}

const schema = v.object(cultureEntries);
type Values = v.InferInput<typeof schema>;

const TEXTS: ErrorTexts = { ns: 'school', fields: CULTURE_FIELD_TEXTS };

type FormProps = { school: School; onSaved: (saved: School) => void; onCancel: () => void };

/** CultureForm edits one school's philosophies and culture text. */
function CultureForm(props: FormProps) {
  const { t } = useTranslation();
  const options = useOptions();
  if (!options.data) return <p role="status">{t('loading')}</p>;
  return <CultureFields {...props} codes={options.data.philosophies} />;
}

/** CultureFields is the form itself, once the philosophy codes are there. */
function CultureFields({ school, onSaved, onCancel, codes }: FormProps & { codes: readonly string[] }) {
  const { t } = useTranslation('school');
  const save = useSaveSchoolCulture();
  const { form, formRef, submitRef, onSubmit, busy, alert, errorOf } = useApiForm<Values>({
    schema,
    defaultValues: { philosophy: school.philosophy, culture: school.culture },
    fields: ['philosophy', 'culture'],
    texts: TEXTS,
    send: async (values) => {
      // The boxes hold the codes the server listed; it refuses any other (invalid).
      const input: SchoolCultureInput = { philosophy: values.philosophy as SchoolCultureInput['philosophy'], culture: values.culture };
      onSaved(await save.mutateAsync({ id: school.id, input }));
    },
  });
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className={styles.stack}>
      <SchoolCultureFields
        codes={codes}
        chosen={form.watch('philosophy')}
        philosophy={form.register('philosophy')}
        culture={form.register('culture')}
        errors={{ philosophy: errorOf('philosophy'), culture: errorOf('culture') }}
      />
      <FormEnd alert={alert} busy={busy} submitRef={submitRef} label={t('culture.submit')} busyLabel={t('culture.saving')} onCancel={onCancel} />
    </form>
  );
}
