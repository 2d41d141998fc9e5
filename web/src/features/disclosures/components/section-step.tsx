import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  errorMessage,
  errorNames,
  firstFieldControl,
  setServerErrors,
  useFocusAfterRender,
} from '@/components/form/form-errors';
import { ApiError } from '@/lib/api-client';
import { localToday } from '@/lib/dates';
import { useSaveSection, type SectionAnswers } from '../api/disclosures';
import { checkAnswers, isList, type Answers, type Section, type Values } from '../schema';
import { QuestionField, type RenderDocument, type StepContext } from './question-field';
import { useQuestionTexts } from './use-question-texts';
import styles from './disclosures-wizard.module.css';

type Props = {
  section: Section;
  saved: SectionAnswers;
  /** The last section's Next leads to the review. */
  last: boolean;
  /** onBack goes to the step before; absent on the first. */
  onBack?: () => void;
  /** onDone moves on once the section is saved as complete. */
  onDone: () => void;
  renderDocument: RenderDocument;
};

type Notice = { key: 'savedDraft' | 'fixFields' | 'network' | 'server'; attempt: number };

/** toValues turns saved answers into form values: text for what is typed, lists for the choices. */
function toValues(section: Section, answers: Answers): Values {
  return Object.fromEntries(
    section.questions.map((q) => {
      const value = answers[q.key];
      if (isList(q)) return [q.key, Array.isArray(value) ? value : []];
      return [q.key, value === undefined || Array.isArray(value) ? '' : String(value)];
    }),
  );
}

/** noticeOf says why a save failed, from the answer's code; no answer at all is the network. */
function noticeOf(error: unknown): Notice['key'] {
  if (!(error instanceof ApiError)) return 'network';
  return error.code === 'validation_failed' ? 'fixFields' : 'server';
}

/**
 * Not on the form kit (useKitForm): the kit checks one valibot schema and has one way to send,
 * while a section checks its questions with checkAnswers (which asks only what the answers so
 * far make relevant, all of it for Next, only what is answered for a draft) and is sent three
 * ways (Next, Save draft, and Back when something changed), each going somewhere else after.
 *
 * SectionStep is one section's questions as a form. Next checks every visible question and
 * saves the section as complete; Save draft checks only what is answered and saves a draft.
 * The server's refusals land on their questions, and the focus on the first in error.
 */
export function SectionStep({ section, saved, last, onBack, onDone, renderDocument }: Props) {
  const { t } = useTranslation('disclosures');
  const texts = useQuestionTexts();
  const save = useSaveSection();
  const [notice, setNotice] = useState<Notice | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const focusAfterRender = useFocusAfterRender();
  // Whether the save under way is Next (complete) or a draft: the resolver checks accordingly.
  const complete = useRef(true);
  // Where the step goes once the save under way succeeds.
  const after = useRef<'next' | 'draft' | 'back'>('next');
  const ssnLast4 = saved.answers.ssnLast4;
  const today = localToday();

  const resolver = useCallback<Resolver<Values, unknown, Answers>>(
    (values) => {
      const { answers, fields } = checkAnswers(section, values, {
        complete: complete.current,
        today,
        kept: ssnLast4 ? ['ssn'] : [],
      });
      const errors: FieldErrors<Values> = {};
      for (const [key, code] of Object.entries(fields)) errors[key] = { type: 'validate', message: code };
      return Object.keys(fields).length > 0 ? { values: {}, errors } : { values: answers, errors: {} };
    },
    [section, ssnLast4, today],
  );
  const form = useForm<Values, unknown, Answers>({
    resolver,
    defaultValues: toValues(section, saved.answers),
    shouldFocusError: false,
  });

  // Read while rendering, so the form keeps track of it (react-hook-form's formState is a proxy).
  const { isDirty } = form.formState;

  function fail(key: Notice['key'], names: string[]) {
    setNotice((current) => ({ key, attempt: (current?.attempt ?? 0) + 1 }));
    focusAfterRender(() => firstFieldControl(formRef.current, names));
  }

  async function send(answers: Answers) {
    if (save.isPending) return;
    setNotice(null);
    try {
      const result = await save.mutateAsync({ section: section.key, answers, complete: complete.current });
      if (after.current === 'next') return onDone();
      if (after.current === 'back') return onBack?.();
      form.reset(toValues(section, result.answers));
      setNotice({ key: 'savedDraft', attempt: 0 });
    } catch (error) {
      const keys = section.questions.map((q) => q.key);
      fail(noticeOf(error), setServerErrors(error, form.setError, keys));
    }
  }

  /**
   * submit saves the step: complete for Next, as a draft for Save draft, and as a draft before
   * going Back when something was changed, so no answer typed here is lost.
   */
  function submit(action: 'next' | 'draft' | 'back', event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    if (action === 'back' && !isDirty) {
      onBack?.();
      return;
    }
    after.current = action;
    complete.current = action === 'next';
    void form.handleSubmit(send, (errors) => fail('fixFields', errorNames(errors)))();
  }

  const ctx: StepContext = {
    section,
    form,
    texts,
    errorOf: (q) => errorMessage(form.formState.errors, q.key, (_, code) => texts.error(q, code)),
    renderDocument,
    ssnLast4,
    today,
  };
  const asked = section.questions.filter((q) => !q.showIf);
  return (
    <form ref={formRef} noValidate onSubmit={(event) => submit('next', event)} className={styles.form}>
      {asked.map((q) => (
        <QuestionField key={q.key} q={q} ctx={ctx} />
      ))}
      {notice && notice.key !== 'savedDraft' && (
        <p key={notice.attempt} role="alert" className={styles.alert}>
          {t(`status.${notice.key}`)}
        </p>
      )}
      <p role="status" className={styles.status}>
        {save.isPending ? t('status.saving') : notice?.key === 'savedDraft' ? t('status.savedDraft') : ''}
      </p>
      <div className={styles.buttons}>
        {onBack && (
          <button type="button" className="button button-secondary" disabled={save.isPending} onClick={() => submit('back')}>
            {t('buttons.back')}
          </button>
        )}
        <button type="button" className="button button-secondary" disabled={save.isPending} onClick={() => submit('draft')}>
          {t('buttons.saveDraft')}
        </button>
        <button type="submit" className="button" disabled={save.isPending}>
          {last ? t('buttons.review') : t('buttons.next')}
        </button>
      </div>
    </form>
  );
}
