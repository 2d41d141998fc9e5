import type { ReactNode } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxGroupField } from '@/components/form/checkbox-group-field';
import { DateField, TextAreaField, TextField } from '@/components/form/input-fields';
import { RadioGroupField } from '@/components/form/radio-group-field';
import { SelectField } from '@/components/form/select-field';
import fieldStyles from '@/components/form-field.module.css';
import { followUps, type Answers, type DocumentKind, type Question, type Section, type Values } from '../schema';
import type { QuestionTexts } from './use-question-texts';
import styles from './disclosures-wizard.module.css';

/** RenderDocument draws the upload of a work authorization card where its question sits. */
export type RenderDocument = (kind: DocumentKind) => ReactNode;

/** StepContext is what every question of a step draws with. */
export type StepContext = {
  section: Section;
  form: UseFormReturn<Values, unknown, Answers>;
  texts: QuestionTexts;
  /** errorOf is the message a question shows now, or undefined. */
  errorOf: (q: Question) => string | undefined;
  renderDocument: RenderDocument;
  /** The last 4 digits of the SSN already stored, when there is one. */
  ssnLast4?: string;
  today: string;
};

/**
 * QuestionField draws one question as its type asks, with the kit's fields. The follow-ups of
 * a yes/no or choice question appear inside its group once the answer that asks them is chosen.
 */
export function QuestionField({ q, ctx }: { q: Question; ctx: StepContext }) {
  const { t } = useTranslation('disclosures');
  const { form, texts } = ctx;
  const answer = useWatch({ control: form.control, name: q.key });
  const common = { label: texts.label(q), hint: texts.hint(q), error: ctx.errorOf(q), ...form.register(q.key) };
  switch (q.type) {
    case 'yesno':
    case 'select': {
      const asked = followUps(ctx.section, q).filter((f) => f.showIf?.equals === answer);
      return (
        <RadioGroupField {...common} options={texts.options(q)}>
          {asked.length > 0 && (
            <div className={styles.followUps}>
              {asked.map((f) => (
                <QuestionField key={f.key} q={f} ctx={ctx} />
              ))}
            </div>
          )}
        </RadioGroupField>
      );
    }
    case 'multiselect':
    case 'languages':
    case 'subjects':
      return <CheckboxGroupField {...common} options={texts.options(q)} />;
    case 'usState':
      return <SelectField {...common} options={[{ value: '', label: t('choose') }, ...texts.options(q)]} />;
    case 'date':
      return <DateField {...common} max={q.notFuture ? ctx.today : undefined} />;
    case 'number':
      return <TextField {...common} type="number" inputMode="numeric" min={q.min} max={q.max} step={q.integer ? 1 : 'any'} />;
    case 'textarea':
      return <TextAreaField {...common} rows={4} maxLength={q.maxLength} />;
    case 'ssn':
      return (
        <TextField
          {...common}
          hint={ctx.ssnLast4 ? t('ssn.saved', { last4: ctx.ssnLast4 }) : common.hint}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          maxLength={11}
        />
      );
    case 'document':
      return <DocumentSlot q={q} ctx={ctx} />;
    default:
      return <TextField {...common} maxLength={q.maxLength} />;
  }
}

/** DocumentSlot is where the page's upload of a card side goes, with the server's error for it. */
function DocumentSlot({ q, ctx }: { q: Question; ctx: StepContext }) {
  const error = ctx.errorOf(q);
  return (
    <div className={styles.document}>
      {q.kind && ctx.renderDocument(q.kind)}
      {error && (
        <p role="alert" className={fieldStyles.error}>
          {ctx.texts.label(q)}: {error}
        </p>
      )}
    </div>
  );
}
