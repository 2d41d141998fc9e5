import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import fieldStyles from '@/components/form-field.module.css';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ApiError } from '@/lib/api-client';
import { useVacancyStatus, type SchoolVacancy, type VacancyAction } from '../api/vacancies';
import styles from './school.module.css';

/** StatusNotice is what closing (telling the applicants or not) or reopening did, for the page to announce. */
export type StatusNotice = 'closed' | 'closedNotified' | 'reopened';

type Props = { vacancy: SchoolVacancy; onChanged: (notice: StatusNotice) => void };

/**
 * VacancyStatusActions closes an open vacancy, once the recruiter confirms, or reopens a closed
 * one. Closing decides every application still waiting (not selected); the recruiter chooses
 * whether their teachers are told, which they are unless the box is cleared. A vacancy whose last
 * date to apply has passed cannot reopen: the message says to set a new date first.
 */
export function VacancyStatusActions({ vacancy, onChanged }: Props) {
  const { t } = useTranslation('school');
  const [asking, setAsking] = useState(false);
  const [notify, setNotify] = useState(true);
  const change = useVacancyStatus(vacancy.id);

  async function run(action: VacancyAction) {
    try {
      await change.mutateAsync(action);
    } catch {
      return; // The message below, or the dialog, says why.
    }
    setAsking(false);
    if (action.action === 'reopen') onChanged('reopened');
    else onChanged(action.notifyApplicants ? 'closedNotified' : 'closed');
  }

  const error = change.error;
  const past = error instanceof ApiError && error.fields.lastDateToApply === 'past';
  const closing = change.variables?.action === 'close';

  return (
    <>
      {vacancy.status === 'open' ? (
        <div className={styles.actions}>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              change.reset();
              setNotify(true);
              setAsking(true);
            }}
          >
            {t('close.button')}
          </button>
        </div>
      ) : (
        <>
          <p>{t('reopen.text')}</p>
          {change.isError && !closing && (
            <p role="alert" className={styles.alert}>
              {past ? t('reopen.past') : t('reopen.failed')}
            </p>
          )}
          <div className={styles.actions}>
            <button type="button" className="button" disabled={change.isPending} onClick={() => void run({ action: 'reopen' })}>
              {change.isPending ? t('reopen.reopening') : t('reopen.button')}
            </button>
          </div>
        </>
      )}
      <ConfirmDialog
        title={asking ? t('close.title', { position: vacancy.position }) : null}
        confirmLabel={t('close.confirm')}
        busyLabel={t('close.closing')}
        cancelLabel={t('close.keep')}
        busy={change.isPending}
        error={change.isError && closing ? t('close.failed') : null}
        onConfirm={() => void run({ action: 'close', notifyApplicants: notify })}
        onClose={() => setAsking(false)}
      >
        <p>{t('closeVacancy.text')}</p>
        <label className={fieldStyles.option}>
          <input type="checkbox" checked={notify} onChange={(event) => setNotify(event.target.checked)} />
          {t('closeVacancy.notify')}
        </label>
      </ConfirmDialog>
    </>
  );
}
