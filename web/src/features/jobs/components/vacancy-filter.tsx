import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/form/input-fields';
import { SelectField, type SelectOption } from '@/components/form/select-field';
import { useOptionLabel, useOptions, type OptionGroup } from '@/lib/options';
import { schoolsQuery, type School } from '@/lib/schools';
import { WORK_AUTHORIZATIONS } from '@/lib/work-authorization';
import type { VacancyFilters } from '../api/vacancies';
import { filtersOf, MAX_MIN_SALARY } from '../url-params';
import { NearFields } from './near-fields';
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

type Filter = Exclude<keyof VacancyFilters, 'q' | 'sort' | 'minSalary' | 'near' | 'radiusKm'>;

type FilterProps = {
  filters: VacancyFilters;
  /** onApply receives the filter and order chosen, with the search (`q`) as it is now. */
  onApply: (filters: VacancyFilters) => void;
  onReset: () => void;
};

/**
 * FilterForm is the advanced filter (docs/product.md §2.6): district, school, educational level, subject
 * expertise, school designation, the work authorization the vacancy accepts (docs/api.md "Know
 * before you go"), the least yearly pay, and a place and a radius around it, applied together, and
 * the order of the list. The lists fill in
 * as the schools and the option codes arrive; until then each offers Any. A district narrows the
 * schools offered to its own.
 */
export function FilterForm({ filters, onApply, onReset }: FilterProps) {
  const { t } = useTranslation('jobs');
  const label = useOptionLabel();
  const options = useOptions();
  // Without the schools the lists offer Any alone: the board still works.
  const schools = useQuery({ ...schoolsQuery, throwOnError: false });
  const [draft, setDraft] = useState(filters);

  const all = schools.data ?? [];
  const inDistrict = (school: School) => draft.district === '' || school.organizationId === draft.district;
  const any: SelectOption = { value: '', label: t('board.any') };
  const codes = (group: OptionGroup) => (options.data?.[group] ?? []).map((code) => ({ value: code, label: label(group, code) }));
  const choices: Record<Filter, SelectOption[]> = {
    district: districtsOf(all),
    school: all.filter(inDistrict).map((school) => ({ value: school.id, label: school.schoolName })),
    level: codes('gradeLevels'),
    subject: codes('subjects'),
    designation: codes('designations'),
    workAuthorization: WORK_AUTHORIZATIONS.map((code) => ({ value: code, label: t(`board.workAuthorizations.${code}`) })),
  };
  const sorts: SelectOption[] = [
    { value: 'newest', label: t('board.newest') },
    { value: 'deadline', label: t('board.deadline') },
  ];

  function choose(name: Filter, value: string) {
    const next = { ...draft, [name]: value };
    // A school of another district than the one chosen now would find nothing.
    const school = all.find((candidate) => candidate.id === next.school);
    if (name === 'district' && school && value !== '' && school.organizationId !== value) next.school = '';
    setDraft(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    // The search is the SearchForm's: it may have changed since this form started. A minimum the
    // board does not take (not whole dollars, or above what any job pays) is none, as in the address.
    const minSalary = filtersOf(new URLSearchParams({ minSalary: draft.minSalary })).minSalary;
    onApply({ ...draft, minSalary, q: filters.q });
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
            onChange={(event) => choose(name, event.target.value)}
          />
        ))}
        <TextField
          name="minSalary"
          label={t('board.minSalary')}
          hint={t('board.minSalaryHint')}
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_MIN_SALARY}
          step={1000}
          value={draft.minSalary}
          onChange={(event) => setDraft({ ...draft, minSalary: event.target.value })}
        />
        <NearFields near={draft.near} radiusKm={draft.radiusKm} schools={all} onChange={(near) => setDraft({ ...draft, ...near })} />
        <SelectField
          name="sort"
          label={t('board.sort')}
          options={sorts}
          value={draft.sort}
          onChange={(event) => setDraft({ ...draft, sort: event.target.value === 'deadline' ? 'deadline' : 'newest' })}
        />
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

/** districtsOf lists the districts of the schools, once each, by name, as choices of their id. */
function districtsOf(schools: School[]): SelectOption[] {
  const names = new Map(schools.map((school) => [school.organizationId, school.district]));
  return [...names]
    .map(([value, name]) => ({ value, label: name }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
