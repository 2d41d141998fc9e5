import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { FormEnd } from '@/components/form/form-end';
import { RadioGroupField } from '@/components/form/radio-group-field';
import { useApiForm } from '@/components/form/use-api-form';
import type { ErrorTexts } from '@/lib/api-errors';
import { LANGUAGES, setLanguage, type Language } from '@/lib/i18n';
import { useSaveLanguage } from '../api/language';
import styles from './account-form.module.css';

const schema = v.object({ language: v.picklist(LANGUAGES) });
type Values = v.InferOutput<typeof schema>;

/** A failure to save says so in the form's words; the general alerts explain the rest. */
const TEXTS: ErrorTexts = { ns: 'account', alerts: { network: 'language.failed', server: 'language.failed' } };

/**
 * LanguageSection is the account's language setting as a card of a page of settings: the
 * teacher's settings, a school user's dashboard, the admin console's overview. `className` is the
 * page's own class for its cards.
 */
export function LanguageSection({ saved, className }: { saved: Language; className?: string }) {
  const { t } = useTranslation('account');
  return (
    <section aria-labelledby="account-language" className={className ? `panel ${className}` : 'panel'}>
      <h2 id="account-language">{t('language.title')}</h2>
      <LanguageForm saved={saved} />
    </section>
  );
}

/**
 * LanguageForm sets the language of the signed-in user's account, the one TeachBay writes their
 * mails in (docs/api.md "Accounts"), and switches the site to it as well: the
 * confirmation already reads in the language chosen. `saved` is the account's language now.
 */
function LanguageForm({ saved }: { saved: Language }) {
  const { t } = useTranslation(['account', 'common']);
  const save = useSaveLanguage();
  const { form, formRef, submitRef, onSubmit, busy, alert, done } = useApiForm<Values>({
    schema,
    defaultValues: { language: saved },
    fields: ['language'],
    texts: TEXTS,
    send: async ({ language }) => {
      await save.mutateAsync(language);
      await setLanguage(language);
      form.reset({ language });
    },
  });
  // The header's switch saves the account's language too: an untouched choice follows it.
  const { reset, formState } = form;
  useEffect(() => {
    if (!formState.isDirty) reset({ language: saved });
  }, [saved, reset, formState.isDirty]);
  // "Saved" stays until the choice changes again.
  const savedText = done && !formState.isDirty && t('language.saved');

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className={styles.form}>
      <RadioGroupField
        label={t('language.label')}
        hint={t('language.hint')}
        options={LANGUAGES.map((language) => ({ value: language, label: t(`common:language.${language}`) }))}
        {...form.register('language')}
      />
      <FormEnd
        alert={alert}
        busy={busy}
        submitRef={submitRef}
        label={t('language.submit')}
        busyLabel={t('language.saving')}
        doneText={savedText}
      />
    </form>
  );
}
