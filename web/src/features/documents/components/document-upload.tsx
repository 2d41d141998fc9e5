import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusAfterRender } from '@/components/form/form-errors';
import { useDocuments, type DocumentKind } from '../api/documents';
import { KINDS } from '../document-kinds';
import { DocumentList, type Review } from './document-list';
import { UploadForm } from './upload-form';
import styles from './documents.module.css';

/** DocumentUploadProps choose the kind of file a block holds and its heading's level. */
export type DocumentUploadProps = {
  kind: DocumentKind;
  /** The level of the block's heading: 3 unless told, under a section's h2. */
  level?: 2 | 3 | 4;
  /** What reviews the block's file (the resume's review), given by the page. */
  review?: Review;
};

/**
 * DocumentUpload is the block of one kind of document (docs/api.md "Teacher"): the files uploaded,
 * each with a download link and a confirmed delete, and the form that uploads, adds or
 * replaces them. Its element id is the kind, so `#resume` leads to it.
 */
export function DocumentUpload({ kind, level = 3, review }: DocumentUploadProps) {
  const { t } = useTranslation('profile');
  const documents = useDocuments();
  const [status, setStatus] = useState('');
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const Heading = `h${level}` as const;
  const files = documents.data?.filter((doc) => doc.kind === kind) ?? [];

  function deleted(fileName: string) {
    setStatus(t('documents.deleted', { name: fileName }));
    // The Delete button that had the focus is gone: the block's heading takes it.
    focusAfterRender(() => heading.current);
  }

  return (
    <section id={kind} aria-labelledby={titleId} className={`panel ${styles.block}`}>
      <Heading id={titleId} ref={heading} tabIndex={-1} className={styles.title}>
        {t(`documents.kinds.${kind}.title`)}
      </Heading>
      <p className={styles.about}>{t(`documents.kinds.${kind}.about`)}</p>
      {documents.isPending && <p role="status">{t('documents.loading')}</p>}
      {documents.isError && (
        <p role="alert" className={styles.alert}>
          {t('documents.loadFailed')}
        </p>
      )}
      {documents.isSuccess && <DocumentList documents={files} onDeleted={deleted} review={review} />}
      <UploadForm
        kind={kind}
        replacing={!KINDS[kind].multiple && files.length > 0}
        onUploaded={(count) => setStatus(t('documents.uploaded', { count }))}
      />
      <p role="status" className={styles.status}>
        {status}
      </p>
    </section>
  );
}

const KINDS_ON_PROFILE: DocumentKind[] = ['resume', 'lesson_plan', 'certification', 'evaluation', 'reference'];

/**
 * DocumentsSection is the documents part of the teacher's profile: one block per kind, the resume's
 * with its review (resumeReview, from the page), then the two sides of the work authorization card
 * under their own block, `#work_authorization`.
 */
export function DocumentsSection({ resumeReview }: { resumeReview?: Review }) {
  const { t } = useTranslation('profile');
  return (
    <section aria-labelledby="documents-title" className={styles.section}>
      <h2 id="documents-title">{t('documents.title')}</h2>
      <p>{t('documents.intro')}</p>
      <div className={styles.blocks}>
        {KINDS_ON_PROFILE.map((kind) => (
          <DocumentUpload key={kind} kind={kind} review={kind === 'resume' ? resumeReview : undefined} />
        ))}
        <section id="work_authorization" aria-labelledby="work-authorization-title" className={`panel ${styles.group}`}>
          <h3 id="work-authorization-title" className={styles.title}>
            {t('documents.workAuthorization.title')}
          </h3>
          <p className={styles.about}>{t('documents.workAuthorization.about')}</p>
          <div className={styles.sides}>
            <DocumentUpload kind="work_auth_front" level={4} />
            <DocumentUpload kind="work_auth_back" level={4} />
          </div>
        </section>
      </div>
    </section>
  );
}
