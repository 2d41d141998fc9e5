import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notice } from '@/components/notice';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { isConflict } from '../api/admin-api';

/** Mutation is what useConfirmedAction needs of the mutation it runs (a TanStack Query mutation fits). */
type Mutation<Variables> = {
  mutateAsync: (variables: Variables) => Promise<unknown>;
  reset: () => void;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
};

/** ActionTexts are the dialog's question and text, its button while idle and busy, and what it did. */
type ActionTexts = { title: string; text: string; confirm: string; busy: string; done: string };

type Options<Row, Variables> = {
  notice: Notice;
  mutation: Mutation<Variables>;
  variables: (row: Row) => Variables;
  texts: (row: Row) => ActionTexts;
  /** conflict says why the server refused with 409, for a row it may refuse (one still in use). */
  conflict?: (row: Row) => string;
};

/**
 * useConfirmedAction is an action on a row that cannot be taken back, such as a delete: `start`
 * opens `dialog`, which asks first, runs the mutation once confirmed, says why it failed in the
 * dialog, or closes it and says what it did in the notice (where the focus goes).
 */
export function useConfirmedAction<Row, Variables>({ notice, mutation, variables, texts, conflict }: Options<Row, Variables>) {
  const { t } = useTranslation('admin');
  const [target, setTarget] = useState<Row | null>(null);
  const words = target === null ? null : texts(target);

  function start(row: Row) {
    notice.clear();
    mutation.reset();
    setTarget(row);
  }

  async function confirm() {
    if (target === null || words === null) return;
    try {
      await mutation.mutateAsync(variables(target));
    } catch {
      return; // the dialog says why
    }
    notice.show(words.done);
    setTarget(null);
  }

  let error: string | null = null;
  if (mutation.isError && target !== null) {
    error = conflict && isConflict(mutation.error) ? conflict(target) : t('common.actionFailed');
  }

  const dialog = (
    <ConfirmDialog
      title={words?.title ?? null}
      confirmLabel={words?.confirm ?? ''}
      busyLabel={words?.busy ?? ''}
      busy={mutation.isPending}
      error={error}
      onConfirm={() => void confirm()}
      onClose={() => {
        setTarget(null);
        notice.focusIfShown();
      }}
    >
      <p>{words?.text}</p>
    </ConfirmDialog>
  );
  return { start, dialog };
}
