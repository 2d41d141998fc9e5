import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/modal';
import { formatDate } from '@/lib/dates';
import { downloadUrl, useDeleteDocument, type TeacherDocument } from '../api/documents';
import { formatSize } from './document-text';
import styles from './documents.module.css';

type Props = {
  documents: TeacherDocument[];
  /** Called once a file is deleted, with its name. */
  onDeleted: (fileName: string) => void;
  /** What reviews the kind's one file, given its id (the resume's review, from the page). */
  review?: Review;
};

/** Review renders what reviews a file, given its id: another file is another review. */
export type Review = (documentId: string) => ReactNode;

/**
 * DocumentList shows the files of one kind, each with its size, date, a download link and a
 * Delete button that asks first, and under them the review of the first, when the kind has one.
 * Nothing is deleted until the teacher confirms.
 */
export function DocumentList({ documents, onDeleted, review }: Props) {
  const { t, i18n } = useTranslation('profile');
  const [asking, setAsking] = useState<TeacherDocument | null>(null);
  const remove = useDeleteDocument();
  const language = i18n.language;

  async function confirm(doc: TeacherDocument) {
    try {
      await remove.mutateAsync(doc.id);
      setAsking(null);
      onDeleted(doc.fileName);
    } catch {
      // The dialog stays open with the alert below; the file is still there.
    }
  }

  function close() {
    setAsking(null);
    remove.reset();
  }

  return (
    <>
      {documents.length === 0 ? (
        <p className={styles.none}>{t('documents.none')}</p>
      ) : (
        <ul className={styles.files}>
          {documents.map((doc) => (
            <li key={doc.id} className={styles.file}>
              <a href={downloadUrl(doc.id)} download={doc.fileName} className={styles.name}>
                {doc.fileName}
                <span className="visually-hidden"> {t('documents.download')}</span>
              </a>
              <span className={styles.meta}>
                {t('documents.meta', { size: formatSize(doc.size, language), date: formatDate(doc.uploadedAt, language) })}
                {doc.expiresOn && ` · ${t('documents.expires', { date: formatDate(doc.expiresOn, language) })}`}
              </span>
              <button
                type="button"
                className={`button button-secondary ${styles.delete}`}
                aria-label={t('documents.deleteLabel', { name: doc.fileName })}
                onClick={() => setAsking(doc)}
              >
                {t('documents.delete')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {review && documents[0] && review(documents[0].id)}
      <Modal open={asking !== null} onClose={close} title={t('documents.confirmTitle', { name: asking?.fileName ?? '' })}>
        <p>{t('documents.confirmText')}</p>
        {remove.isError && (
          <p role="alert" className={styles.alert}>
            {t('documents.deleteFailed')}
          </p>
        )}
        <div className="button-row">
          <button
            type="button"
            className="button"
            disabled={remove.isPending}
            onClick={() => asking && void confirm(asking)}
          >
            {remove.isPending ? t('documents.deleting') : t('documents.confirmDelete')}
          </button>
          <button type="button" className="button button-secondary" onClick={close}>
            {t('documents.keep')}
          </button>
        </div>
      </Modal>
    </>
  );
}
