import { useTranslation } from 'react-i18next';
import type { SelectOption } from '@/components/form/select-field';
import { formatDate } from '@/lib/dates';
import { choices, textKey, US_STATES, type Question } from '../schema';

/** Text looks a text up by a key built from the description. */
type Text = (key: string, options?: Record<string, unknown>) => string;

/**
 * useQuestionTexts gives the texts of the questions in the visitor's language: their labels,
 * hints, options and error messages. The keys come from disclosures.json, whose texts a Go test
 * (internal/disclosures) keeps complete in both languages, so they are looked up untyped. The
 * choices of a `subjects` question take the subject labels of the `options` namespace.
 */
export function useQuestionTexts() {
  const { t, i18n } = useTranslation('disclosures');
  const { t: optionsT } = useTranslation('options');
  const text = t as unknown as Text;
  const optionText = optionsT as unknown as Text;
  const base = (q: Question) => `questions.${textKey(q)}`;

  /** optionLabel is the text of one choice of a question. */
  function optionLabel(q: Question, value: string): string {
    if (q.type === 'yesno') return text(`yesno.${value}`);
    if (q.type === 'languages') return text(`languages.${value}`);
    // "Other (please specify)" would ask for a box the wizard does not have.
    if (q.type === 'subjects') return value === 'other' ? t('otherSubject') : optionText(`subjects.${value}`);
    if (q.type === 'usState') return US_STATES.find((state) => state.code === value)?.name ?? value;
    return text(`${base(q)}.options.${value}`);
  }

  return {
    label: (q: Question) => text(`${base(q)}.label`),
    hint: (q: Question) => (i18n.exists(`disclosures:${base(q)}.hint`) ? text(`${base(q)}.hint`) : undefined),
    optionLabel,
    options: (q: Question): SelectOption[] => choices(q).map((value) => ({ value, label: optionLabel(q, value) })),
    /** date writes an ISO day in the visitor's language ("March 5, 2024", "5 de marzo de 2024"). */
    date: (iso: string) => formatDate(iso, i18n.resolvedLanguage ?? 'en', 'long'),
    /** error explains a field code, in words for the question's type where it has them. */
    error: (q: Question, code: string) =>
      text(`errors.${code}`, { context: q.type, max: q.type === 'number' ? q.max : q.maxLength, min: q.min }),
  };
}

/** QuestionTexts are the texts useQuestionTexts gives. */
export type QuestionTexts = ReturnType<typeof useQuestionTexts>;
