import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useFocusAfterRender } from '@/components/form/form-errors';
import { MAX_REFERENCES, useReferenceAction, useReferences, type Reference } from '../api/references';
import { ReferenceForm } from './reference-form';
import { ReferenceList, type RowChoice } from './reference-list';
import { ReferencesAbout } from './references-about';
import styles from './references.module.css';

/** Asking is an action that asks first: deleting a draft or withdrawing a request. */
type Asking = { reference: Reference; action: 'delete' | 'withdraw' };

const DIALOGS = { delete: 'deleteDialog', withdraw: 'withdrawDialog' } as const;

/**
 * TeacherReferences is the teacher's references (issue 33): what a referee is asked and who reads
 * it, her referees with their status, and the form to add one (at most five) or edit a draft. What
 * an action did is said in one line, which takes the focus, since the row it came from may be gone.
 */
export function TeacherReferences() {
  const { t } = useTranslation('references');
  const references = useReferences();
  const action = useReferenceAction();
  const [editing, setEditing] = useState<Reference | null>(null);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [notice, setNotice] = useState('');
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const formTitle = useRef<HTMLHeadingElement>(null);
  const focusAfterRender = useFocusAfterRender();

  function say(text: string) {
    setNotice(text);
    focusAfterRender(() => noticeRef.current);
  }

  async function run(reference: Reference, choice: 'request' | 'delete' | 'withdraw', done: string) {
    try {
      await action.mutateAsync({ id: reference.id, action: choice });
    } catch {
      if (choice === 'request') say(t('actions.failed'));
      return false;
    }
    if (editing?.id === reference.id) setEditing(null);
    say(done);
    return true;
  }

  function choose(reference: Reference, choice: RowChoice) {
    setNotice('');
    action.reset();
    if (choice === 'edit') {
      setEditing(reference);
      focusAfterRender(() => formTitle.current);
    } else if (choice === 'request') {
      void run(reference, 'request', t('actions.sent', { name: reference.name }));
    } else {
      setAsking({ reference, action: choice });
    }
  }

  const count = references.data?.length ?? 0;
  const dialog = asking && DIALOGS[asking.action];
  const name = asking?.reference.name ?? '';

  return (
    <div className={styles.stack}>
      <ReferencesAbout />
      <section aria-labelledby="references-list" className="panel">
        <h2 id="references-list">{t('list.caption')}</h2>
        <p ref={noticeRef} tabIndex={-1} role="status" className={styles.notice}>
          {notice}
        </p>
        <ReferenceList onChoose={choose} busy={action.isPending} />
      </section>
      {references.data && (
        <section aria-labelledby="reference-form-title" className="panel">
          <h2 id="reference-form-title" ref={formTitle} tabIndex={-1}>
            {editing ? t('form.editTitle', { name: editing.name }) : t('form.addTitle')}
          </h2>
          {editing ? (
            <ReferenceForm
              key={editing.id}
              editing={editing}
              onSaved={() => {
                setEditing(null);
                say(t('form.saved'));
              }}
              onCancel={() => setEditing(null)}
            />
          ) : count >= MAX_REFERENCES ? (
            <p>{t('form.full')}</p>
          ) : (
            <ReferenceForm key="new" onSaved={(added) => say(t('form.added', { name: added }))} />
          )}
        </section>
      )}
      <ConfirmDialog
        title={dialog ? t(`${dialog}.title`, { name }) : null}
        confirmLabel={dialog ? t(`${dialog}.confirm`) : ''}
        busyLabel={dialog ? t(`${dialog}.busy`) : ''}
        busy={action.isPending}
        error={action.isError && asking ? t('actions.failed') : null}
        onConfirm={() => {
          if (!asking || !dialog) return;
          void run(asking.reference, asking.action, t(`${dialog}.done`, { name })).then((ok) => ok && setAsking(null));
        }}
        onClose={() => {
          setAsking(null);
          // The dialog gives the focus back to its button; after the action, the line that says what it did takes it.
          if (notice) noticeRef.current?.focus();
        }}
      >
        <p>{dialog && t(`${dialog}.text`, { name })}</p>
      </ConfirmDialog>
    </div>
  );
}
