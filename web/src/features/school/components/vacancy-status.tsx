import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/modal';
import { ApiError } from '@/lib/api-client';
import { useVacancyStatus, type SchoolVacancy } from '../api/vacancies';
import styles from './school.module.css';

/** StatusNotice is what closing or reopening did, for the page to announce. */
export type StatusNotice = 'closed' | 'reopened';

type Props = { vacancy: SchoolVacancy; onChanged: (notice: StatusNotice) => void };

/**
 * VacancyStatusActions closes an open vacancy, once the recruiter confirms, or reopens a closed
 * one. A vacancy whose last date to apply has passed cannot reopen: the message says to set a
 * new date first.
 */
export function VacancyStatusActions({ vacancy, onChanged }: Props) {
  const { t } = useTranslation('school');
  const [asking, setAsking] = useState(false);
  const change = useVacancyStatus(vacancy.id);

  async function run(action: 'close' | 'reopen') {
    try {
      await change.mutateAsync(action);
    } catch {
      return; // The message below says why.
    }
    setAsking(false);
    onChanged(action === 'close' ? 'closed' : 'reopened');
  }

  const error = change.error;
  const past = error instanceof ApiError && error.fields.lastDateToApply === 'past';
  const failed = change.isError && (
    <p role="alert" className={styles.alert}>
      {past ? t('reopen.past') : t(change.variables === 'close' ? 'close.failed' : 'reopen.failed')}
    </p>
  );

  return (
    <>
      {vacancy.status === 'open' ? (
        <div className={styles.actions}>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              change.reset();
              setAsking(true);
            }}
          >
            {t('close.button')}
          </button>
        </div>
      ) : (
        <>
          <p>{t('reopen.text')}</p>
          {failed}
          <div className={styles.actions}>
            <button type="button" className="button" disabled={change.isPending} onClick={() => void run('reopen')}>
              {change.isPending ? t('reopen.reopening') : t('reopen.button')}
            </button>
          </div>
        </>
      )}
      <Modal open={asking} onClose={() => setAsking(false)} title={t('close.title', { position: vacancy.position })}>
        <p>{t('close.text')}</p>
        {failed}
        <div className="button-row">
          <button type="button" className="button" disabled={change.isPending} onClick={() => void run('close')}>
            {change.isPending ? t('close.closing') : t('close.confirm')}
          </button>
          <button type="button" className="button button-secondary" onClick={() => setAsking(false)}>
            {t('close.keep')}
          </button>
        </div>
      </Modal>
    </>
  );
}
