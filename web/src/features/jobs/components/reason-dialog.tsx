import * as v from 'valibot';
import { requiredText } from '@/components/form/form-errors';
import { FormEnd } from '@/components/form/form-end';
import { TextAreaField } from '@/components/form/input-fields';
import { useApiForm } from '@/components/form/use-api-form';
import { Modal } from '@/components/modal';
import styles from './jobs.module.css';

/** REASON_MAX is the longest message or reason the server keeps with an answer (docs/api.md "Hiring loop II"). */
export const REASON_MAX = 1000;

const FIELDS = ['text'] as const;

const optional = v.object({ text: v.pipe(v.string(), v.trim(), v.maxLength(REASON_MAX, 'too_long')) });
const required = v.object({ text: v.pipe(requiredText(), v.maxLength(REASON_MAX, 'too_long')) });

type Values = { text: string };

/** ReasonTexts are the dialog's words: its title, what it does, the field and its button. */
export type ReasonTexts = { title: string; intro: string; label: string; hint: string; submit: string; busy: string };

type Props = {
  open: boolean;
  onClose: () => void;
  words: ReasonTexts;
  /** Whether a text must be given (a request for other times) or may be left empty (a reason). */
  required: boolean;
  /** send sends the text; once it settles without an error the dialog closes, else it says why. */
  send: (text: string) => Promise<unknown>;
};

/**
 * ReasonDialog asks for a few words before an answer that is sent with them: the message that asks
 * a school for other interview times, or the optional reason of a cancellation or a declined
 * offer. The text is counted against REASON_MAX; nothing is sent until its button is pressed.
 */
export function ReasonDialog({ open, onClose, words, ...form }: Props) {
  return (
    <Modal open={open} onClose={onClose} title={words.title}>
      <ReasonForm words={words} onClose={onClose} {...form} />
    </Modal>
  );
}

// The form lives only while the dialog is open, so each opening starts from an empty text.
function ReasonForm({ words, required: needed, send, onClose }: Omit<Props, 'open'>) {
  const { form, formRef, submitRef, onSubmit, busy, alert, errorOf } = useApiForm<Values>({
    schema: needed ? required : optional,
    defaultValues: { text: '' },
    fields: FIELDS,
    send: async ({ text }) => {
      await send(text);
      onClose();
    },
    texts: { ns: 'jobs' },
  });
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className={styles.dialogForm}>
      <p>{words.intro}</p>
      <TextAreaField
        label={words.label}
        hint={words.hint}
        rows={4}
        maxLength={REASON_MAX}
        required={needed}
        error={errorOf('text')}
        {...form.register('text')}
      />
      {/* No Cancel button beside "Cancel the interview": the dialog's Close button and Escape leave it. */}
      <FormEnd alert={alert} busy={busy} submitRef={submitRef} label={words.submit} busyLabel={words.busy} />
    </form>
  );
}
