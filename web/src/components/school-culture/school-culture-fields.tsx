import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '@/components/form/input-fields';
import { CULTURE_MAX, PHILOSOPHY_MAX } from './culture-schema';
import { PhilosophyField } from './philosophy-field';

type Props = {
  /** The philosophy codes offered, as GET /api/options lists them. */
  codes: readonly string[];
  /** The philosophy codes ticked now (the form's value). */
  chosen: readonly string[];
  /** The form's registration of each field (`register('philosophy')`, `register('culture')`). */
  philosophy: UseFormRegisterReturn;
  culture: UseFormRegisterReturn;
  errors: { philosophy?: string; culture?: string };
  /** Classes of each field's box, for the form's layout. */
  className?: string;
};

/**
 * SchoolCultureFields are how a school teaches, as the school portal and the admin console both
 * edit it (docs/api.md "Philosophy and cultural fit"): up to five philosophies, which matching
 * compares with what teachers value, and the culture text in the school's own words, which its job
 * pages show. Their texts are the school portal's (`school` namespace), which both routes load.
 */
export function SchoolCultureFields({ codes, chosen, philosophy, culture, errors, className }: Props) {
  const { t } = useTranslation('school');
  return (
    <>
      <PhilosophyField
        label={t('culture.form.philosophy')}
        hint={t('culture.form.philosophyHint')}
        codes={codes}
        limit={PHILOSOPHY_MAX}
        chosen={chosen}
        error={errors.philosophy}
        className={className}
        {...philosophy}
      />
      <TextAreaField
        label={t('culture.form.culture')}
        hint={t('culture.form.cultureHint')}
        rows={5}
        maxLength={CULTURE_MAX}
        error={errors.culture}
        className={className}
        {...culture}
      />
    </>
  );
}
