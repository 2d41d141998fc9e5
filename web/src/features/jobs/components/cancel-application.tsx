import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/modal';
import { ApiError } from '@/lib/api-client';
import { useCancelApplication } from '../api/applications';
import styles from './jobs.module.css';

type Props = {
  application: { id: string; position: string };
  /** Called once the application is withdrawn; the button then goes away with the status. */
  onCancelled: (position: string) => void;
};

/** CancelApplication is the Cancel Application button, which asks before it withdraws the application. */
export function CancelApplication({ application, onCancelled }: Props) {
  const { t } = useTranslation('jobs');
  const [asking, setAsking] = useState(false);
  const cancel = useCancelApplication();

  async function confirm() {
    try {
      await cancel.mutateAsync(application.id);
    } catch (error) {
      // 409: it was withdrawn already (in another tab), which is what the teacher asked for.
      if (!(error instanceof ApiError && error.status === 409)) return;
    }
    setAsking(false);
    onCancelled(application.position);
  }

  return (
    <>
      <button
        type="button"
        className="button button-secondary"
        aria-label={t('cancel.label', { position: application.position })}
        onClick={() => {
          cancel.reset();
          setAsking(true);
        }}
      >
        {t('cancel.button')}
      </button>
      <Modal open={asking} onClose={() => setAsking(false)} title={t('cancel.title', { position: application.position })}>
        <p>{t('cancel.text')}</p>
        {cancel.isError && (
          <p role="alert" className={styles.alert}>
            {t('cancel.failed')}
          </p>
        )}
        <div className="button-row">
          <button type="button" className="button" disabled={cancel.isPending} onClick={() => void confirm()}>
            {cancel.isPending ? t('cancel.cancelling') : t('cancel.confirm')}
          </button>
          <button type="button" className="button button-secondary" onClick={() => setAsking(false)}>
            {t('cancel.keep')}
          </button>
        </div>
      </Modal>
    </>
  );
}
