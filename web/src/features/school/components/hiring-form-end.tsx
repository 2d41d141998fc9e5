import type { Ref } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormEnd } from '@/components/form/form-end';
import { TextAreaField } from '@/components/form/input-fields';
import type { FormAlert } from '@/components/form/use-api-form';
import styles from './school.module.css';

/** HIRING_NOTE_MAX is the longest note the server keeps with an interview or an offer (docs/api.md "Hiring loop II"). */
export const HIRING_NOTE_MAX = 1000;

/**
 * HiringFormProps are a dialog form's of the packet: the application it is about, `onSent` once
 * the server has what it sent (the dialog closes), and `onCancel`.
 */
export type HiringFormProps = { application: { id: string; vacancyId: string }; onSent: () => void; onCancel: () => void };

type Props = {
  /** Where the form's texts are: its note, the note's hint, and its button's two labels. */
  texts: 'interviews.form' | 'offer';
  /** The note's field, as the form registers it, and its error. */
  note: UseFormRegisterReturn<'note'>;
  noteError: string | undefined;
  alert: FormAlert | null;
  busy: boolean;
  submitRef: Ref<HTMLButtonElement>;
  onCancel: () => void;
};

/**
 * HiringFormEnd ends the packet's dialog forms, the interview proposal and the offer: the note
 * the teacher reads with it, then the form's end with a Cancel that closes the dialog.
 */
export function HiringFormEnd({ texts, note, noteError, alert, busy, submitRef, onCancel }: Props) {
  const { t } = useTranslation('school');
  return (
    <>
      <TextAreaField
        label={t(`${texts}.note`)}
        hint={t(`${texts}.noteHint`)}
        rows={3}
        maxLength={HIRING_NOTE_MAX}
        className={styles.wide}
        error={noteError}
        {...note}
      />
      <FormEnd
        alert={alert}
        busy={busy}
        submitRef={submitRef}
        label={t(`${texts}.submit`)}
        busyLabel={t(`${texts}.submitting`)}
        onCancel={onCancel}
        className={styles.wide}
      />
    </>
  );
}
