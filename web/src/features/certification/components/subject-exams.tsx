import { useRef } from 'react';
import { useFieldArray, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/form/input-fields';
import { SelectField } from '@/components/form/select-field';
import { localToday } from '@/lib/dates';
import { useOptionLabel } from '@/lib/options';
import type { CertificationValues } from './certification-schema';
import styles from './certification.module.css';

type Props = {
  form: UseFormReturn<CertificationValues>;
  /** The subject codes of the option list (docs/design.md §4). */
  subjects: readonly string[];
  errorOf: (name: FieldPath<CertificationValues>) => string | undefined;
  max: number;
};

/**
 * SubjectExams lists the FTCE subject area exams the teacher passed, each a subject and a day,
 * up to `max`. Each subject is offered once: a subject another row has is not in a row's list.
 * Removing an exam puts the focus on "Add an exam", so it does not fall to the page.
 */
export function SubjectExams({ form, subjects, errorOf, max }: Props) {
  const { t } = useTranslation('certification');
  const label = useOptionLabel();
  const exams = useFieldArray({ control: form.control, name: 'subjectExams' });
  const chosen = form.watch('subjectExams').map((exam) => exam.subject);
  const addRef = useRef<HTMLButtonElement>(null);
  const full = exams.fields.length >= max;
  // "Other" is no exam's subject: the FTCE names each of its subjects.
  const offered = subjects.filter((code) => code !== 'other');

  return (
    <fieldset className={styles.fieldset} id="subjectExams">
      <legend>{t('exams.title')}</legend>
      <p className={styles.hint}>{t('exams.hint', { max })}</p>
      {exams.fields.length === 0 ? (
        <p>{t('exams.none')}</p>
      ) : (
        <ol className={styles.exams}>
          {exams.fields.map((field, index) => {
            const number = index + 1;
            const options = offered.filter((code) => code === chosen[index] || !chosen.includes(code));
            return (
              <li key={field.id}>
                <SelectField
                  label={t('exams.subject', { number })}
                  options={[{ value: '', label: t('exams.chooseSubject') }, ...options.map((code) => ({ value: code, label: label('subjects', code) }))]}
                  error={errorOf(`subjectExams.${index}.subject`)}
                  {...form.register(`subjectExams.${index}.subject`)}
                />
                <DateField
                  label={t('exams.passedOn', { number })}
                  max={localToday()}
                  error={errorOf(`subjectExams.${index}.passedOn`)}
                  {...form.register(`subjectExams.${index}.passedOn`)}
                />
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => {
                    exams.remove(index);
                    addRef.current?.focus();
                  }}
                >
                  {t('exams.remove', { number })}
                </button>
              </li>
            );
          })}
        </ol>
      )}
      <button
        ref={addRef}
        type="button"
        className={`button button-secondary ${styles.add}`}
        aria-disabled={full}
        aria-describedby={full ? 'subject-exams-full' : undefined}
        onClick={() => {
          if (!full) exams.append({ subject: '', passedOn: '' });
        }}
      >
        {t('exams.add')}
      </button>
      {full && <p id="subject-exams-full">{t('exams.full')}</p>}
    </fieldset>
  );
}
