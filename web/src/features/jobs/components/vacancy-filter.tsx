import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/form/input-fields';
import { SelectField, type SelectOption } from '@/components/form/select-field';
import { useOptionLabel, useOptions, type OptionGroup } from '@/lib/options';
import { schoolsQuery } from '@/lib/schools';
import type { VacancyFilters } from '../api/vacancies';
import styles from './jobs.module.css';

/**
 * SearchForm searches the board by job title. Sent before the app has started (or without
 * JavaScript) it asks the server for the board with `q`, which lists what it finds; the field
 * is the browser's own, so what was typed before the app started stays.
 */
export function SearchForm({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation('jobs');
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(String(new FormData(event.currentTarget).get('q') ?? '').trim());
  }
  return (
    <form role="search" aria-label={t('board.searchLabel')} onSubmit={submit} className={styles.search}>
      <TextField type="search" name="q" label={t('board.q')} defaultValue={q} />
      <button type="submit" className="button">
        {t('board.search')}
      </button>
    </form>
  );
}

type Filter = Exclude<keyof VacancyFilters, 'q'>;

type FilterProps = {
  filters: VacancyFilters;
  onApply: (filters: Pick<VacancyFilters, Filter>) => void;
  onReset: () => void;
};

/**
 * FilterForm is the advanced filter (docs/product.md §2.6): school, educational level, subject expertise
 * and school designation, applied together. The lists fill in as the schools and the option
 * codes arrive; until then each offers Any.
 */
export function FilterForm({ filters, onApply, onReset }: FilterProps) {
  const { t } = useTranslation('jobs');
  const label = useOptionLabel();
  const options = useOptions();
  // Without the schools the list offers Any alone: the board still works.
  const schools = useQuery({ ...schoolsQuery, throwOnError: false });
  const [draft, setDraft] = useState(filters);

  const any: SelectOption = { value: '', label: t('board.any') };
  const codes = (group: OptionGroup) => (options.data?.[group] ?? []).map((code) => ({ value: code, label: label(group, code) }));
  const choices: Record<Filter, SelectOption[]> = {
    school: (schools.data ?? []).map((school) => ({ value: school.id, label: school.schoolName })),
    level: codes('gradeLevels'),
    subject: codes('subjects'),
    designation: codes('designations'),
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply({ school: draft.school, level: draft.level, subject: draft.subject, designation: draft.designation });
  }

  return (
    <form aria-labelledby="vacancy-filter" onSubmit={submit} className={`panel ${styles.filter}`}>
      <h2 id="vacancy-filter">{t('board.filterTitle')}</h2>
      <div className={styles.fields}>
        {(Object.keys(choices) as Filter[]).map((name) => (
          <SelectField
            key={name}
            name={name}
            label={t(`board.${name}`)}
            options={[any, ...choices[name]]}
            value={draft[name]}
            onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
          />
        ))}
      </div>
      <div className={styles.actions}>
        <button type="button" className="button button-secondary" onClick={onReset}>
          {t('board.reset')}
        </button>
        <button type="submit" className="button">
          {t('board.apply')}
        </button>
      </div>
    </form>
  );
}
