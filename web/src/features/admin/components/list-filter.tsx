import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/form/input-fields';
import { SelectField, type SelectOption } from '@/components/form/select-field';
import styles from './admin.module.css';

type Props = {
  /** label names the search form for screen readers. */
  label: string;
  /** q and its field's label: the text the rows' names (or addresses) contain. */
  q: string;
  searchLabel: string;
  /** choice is an optional select beside the search (a role, an organization), with its value. */
  choice?: { label: string; value: string; options: readonly SelectOption[] };
  /** onApply is given the choice (empty without one) and the text searched, trimmed. */
  onApply: (filters: { choice: string; q: string }) => void;
};

/**
 * ListFilter is an admin list's search: a text and, optionally, a choice, applied together by
 * its button. It starts from the values given: a list gives it a key made of them, so that back
 * and forward start it again from the URL.
 */
export function ListFilter({ label, q, searchLabel, choice, onApply }: Props) {
  const { t } = useTranslation('admin');
  const [draft, setDraft] = useState({ choice: choice?.value ?? '', q });
  function submit(event: FormEvent) {
    event.preventDefault();
    onApply({ choice: draft.choice, q: draft.q.trim() });
  }
  return (
    <form role="search" aria-label={label} onSubmit={submit} className={`panel ${styles.filter}`}>
      {choice && (
        <SelectField
          label={choice.label}
          options={choice.options}
          value={draft.choice}
          onChange={(event) => setDraft({ ...draft, choice: event.target.value })}
        />
      )}
      <TextField type="search" label={searchLabel} value={draft.q} onChange={(event) => setDraft({ ...draft, q: event.target.value })} />
      <button type="submit" className="button">
        {t('common.search')}
      </button>
    </form>
  );
}
