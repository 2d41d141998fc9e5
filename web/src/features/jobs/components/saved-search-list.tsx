import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable, RowActions, type Column } from '@/components/data-table/data-table';
import { Modal } from '@/components/modal';
import {
  boardPathOf,
  useDeleteSavedSearch,
  useSavedSearches,
  useUpdateSavedSearch,
  type SavedSearch,
} from '../api/saved-searches';
import { Day } from './day';
import { SavedSearchForm } from './saved-search-form';
import styles from './jobs.module.css';

/**
 * SavedSearchList is the teacher's saved searches (docs/api.md "Vacancies and applications", saved
 * searches): each one's name, how often it is mailed and when it last was, a link that opens it
 * on the board, and its rename and frequency (a dialog) and its deletion (after asking).
 */
export function SavedSearchList() {
  const { t } = useTranslation('saved-searches');
  const searches = useSavedSearches();
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const [editing, setEditing] = useState<SavedSearch | null>(null);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);

  const columns: Column<SavedSearch>[] = [
    { header: t('list.name'), cell: (search) => search.name, title: true },
    { header: t('list.frequency'), cell: (search) => t(`frequency.${search.frequency}`) },
    { header: t('list.mailed'), cell: (search) => (search.mailedAt ? <Day value={search.mailedAt} /> : t('list.never')) },
    {
      header: t('list.actions'),
      hideHeader: true,
      kind: 'actions',
      cell: (search) => (
        <RowActions>
          <Link to={boardPathOf(search.query)} aria-label={t('list.openLabel', { name: search.name })}>
            {t('list.open')}
          </Link>
          <button type="button" className="button button-secondary" aria-label={t('list.editLabel', { name: search.name })} onClick={() => setEditing(search)}>
            {t('list.edit')}
          </button>
          <button
            type="button"
            className="button button-secondary"
            aria-label={t('list.deleteLabel', { name: search.name })}
            onClick={() => {
              remove.reset();
              setDeleting(search);
            }}
          >
            {t('list.delete')}
          </button>
        </RowActions>
      ),
    },
  ];

  return (
    <div className={styles.board}>
      <DataTable
        caption={t('list.caption')}
        columns={columns}
        query={{ data: searches.data, isError: searches.isError, isPlaceholderData: false, refetch: searches.refetch }}
        rowKey={(search) => search.id}
        status={{ loading: t('list.loading'), none: t('list.none'), found: (count) => t('list.found', { count }) }}
        empty={
          <p>
            <Link to="/vacancies">{t('list.toBoard')}</Link>
          </p>
        }
        errorMessage={t('list.loadFailed')}
      />
      <Modal open={editing !== null} onClose={() => setEditing(null)} title={t('list.editTitle', { name: editing?.name ?? '' })}>
        {editing && (
          <SavedSearchForm
            key={editing.id}
            defaultValues={{ name: editing.name, frequency: editing.frequency }}
            submit={t('list.editSubmit')}
            busy={t('list.editBusy')}
            send={async (values) => {
              await update.mutateAsync({ id: editing.id, query: editing.query, ...values });
              setEditing(null);
            }}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
      <ConfirmDialog
        title={deleting ? t('list.deleteTitle', { name: deleting.name }) : null}
        confirmLabel={t('list.deleteConfirm')}
        busyLabel={t('list.deleteBusy')}
        busy={remove.isPending}
        error={remove.isError ? t('list.deleteFailed') : null}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
        onClose={() => setDeleting(null)}
      >
        <p>{t('list.deleteBody')}</p>
      </ConfirmDialog>
    </div>
  );
}
