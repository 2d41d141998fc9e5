import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Modal } from '@/components/modal';
import { useOptionLabel, useOptions } from '@/lib/options';
import { schoolsQuery } from '@/lib/schools';
import { savedQueryOf, useSaveSearch, type Frequency } from '../api/saved-searches';
import type { VacancyFilters } from '../api/vacancies';
import { NAME_MAX, SavedSearchForm } from './saved-search-form';
import { placeName } from './near-fields';
import styles from './jobs.module.css';

/** SAVE_PARAM marks the board's address a visitor comes back to after logging in to save its search. */
export const SAVE_PARAM = 'save';

/** Saver is who may save the board's search: a signed-in teacher, or a visitor who logs in first. */
export type Saver = 'teacher' | 'visitor';

type Props = { filters: VacancyFilters; saver: Saver };

/**
 * SaveSearch is the board's "Save this search" (docs/api.md "Vacancies and applications", saved
 * searches). A teacher names the search and chooses daily or weekly mail in a dialog; a visitor is
 * sent to log in and comes back to the board with its search, `save=1` in its address, which
 * opens the dialog once and leaves the address.
 */
export function SaveSearch({ filters, saver }: Props) {
  const { t } = useTranslation('saved-searches');
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState(saver === 'teacher' && params.get(SAVE_PARAM) === '1');
  const [saved, setSaved] = useState<Frequency | null>(null);

  useEffect(() => {
    if (params.get(SAVE_PARAM) === null || saver !== 'teacher') return;
    const next = new URLSearchParams(params);
    next.delete(SAVE_PARAM);
    setParams(next, { replace: true });
  }, [params, saver, setParams]);

  if (saver === 'visitor') {
    const back = new URLSearchParams(location.search);
    back.set(SAVE_PARAM, '1');
    const next = `${location.pathname}?${back}`;
    return (
      <Link to={`/user/login?next=${encodeURIComponent(next)}`} className={`button button-secondary ${styles.save}`}>
        {t('save.button')}
      </Link>
    );
  }

  function close() {
    setOpen(false);
    setSaved(null);
  }

  return (
    <>
      <button type="button" className={`button button-secondary ${styles.save}`} onClick={() => setOpen(true)}>
        {t('save.button')}
      </button>
      <Modal open={open} onClose={close} title={t('save.title')}>
        {saved ? <Saved frequency={saved} /> : <SaveForm filters={filters} onSaved={setSaved} onCancel={close} />}
      </Modal>
    </>
  );
}

function SaveForm({ filters, onSaved, onCancel }: { filters: VacancyFilters; onSaved: (frequency: Frequency) => void; onCancel: () => void }) {
  const { t } = useTranslation('saved-searches');
  const save = useSaveSearch();
  const name = useSearchName(filters);
  // The name is offered once the schools and the option codes are here to write it with.
  if (name === null) return <p role="status">{t('save.loading')}</p>;
  return (
    <>
      <p>{t('save.intro')}</p>
      <SavedSearchForm
        defaultValues={{ name, frequency: 'weekly' }}
        submit={t('save.submit')}
        busy={t('save.busy')}
        send={async ({ name: chosen, frequency }) => {
          await save.mutateAsync({ name: chosen, frequency, query: savedQueryOf(filters) });
          onSaved(frequency);
        }}
        onCancel={onCancel}
      />
    </>
  );
}

// What the dialog says once the search is saved; it takes the focus, so that it is read out.
function Saved({ frequency }: { frequency: Frequency }) {
  const { t } = useTranslation('saved-searches');
  return (
    <div role="status" tabIndex={-1} ref={(element) => element?.focus()} className={styles.dialogForm}>
      <p>{t(`save.done.${frequency}`)}</p>
      <p>
        <Link to="/teacher/saved-searches">{t('save.manage')}</Link>
      </p>
    </div>
  );
}

/**
 * useSearchName is the name a saved search is offered: its filters in words, such as
 * "Mathematics · High school · near Tampa", or "All vacancies" for the board unfiltered; null
 * while the schools or the option codes are loading.
 */
function useSearchName(filters: VacancyFilters): string | null {
  const { t } = useTranslation('saved-searches');
  const label = useOptionLabel();
  const options = useOptions();
  const loaded = useQuery({ ...schoolsQuery, throwOnError: false });
  if (loaded.isPending || options.isPending) return null;
  const schools = loaded.data ?? [];
  const school = schools.find((candidate) => candidate.id === filters.school);
  const district = schools.find((candidate) => candidate.organizationId === filters.district);
  const parts = [
    filters.q && `“${filters.q}”`,
    filters.subject && label('subjects', filters.subject),
    filters.level && label('gradeLevels', filters.level),
    filters.designation && label('designations', filters.designation),
    school?.schoolName ?? (district?.district || ''),
    filters.near && t('save.near', { place: placeName(filters.near, schools) ?? t('save.point') }),
  ].filter(Boolean);
  return (parts.length > 0 ? parts.join(' · ') : t('save.all')).slice(0, NAME_MAX);
}
