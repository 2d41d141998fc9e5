import { valibotResolver } from '@hookform/resolvers/valibot';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import fieldStyles from '@/components/form-field.module.css';
import { errorMessage, errorNames, firstFieldControl, useFocusAfterRender } from '@/components/form/form-errors';
import { DateField, FileField } from '@/components/form/input-fields';
import { localToday } from '@/lib/dates';
import type { DocumentKind } from '../api/documents';
import { useUploadDocuments } from '../api/upload-documents';
import { acceptOf, checkFiles, KINDS, MAX_FILE_SIZE } from '../document-kinds';
import {
  describeUploadError,
  formatSize,
  typeList,
  uploadFailure,
  type UploadAlert,
  type UploadField,
} from './document-text';
import styles from './documents.module.css';

/** filesOf is the files a file input's value holds (none before one is chosen). */
function filesOf(value: unknown): File[] {
  return value instanceof FileList ? [...value] : [];
}

/** schemaOf checks the files chosen, and a card side's expiry date, before they are sent. */
function schemaOf(kind: DocumentKind) {
  return v.object({
    file: v.pipe(
      v.optional(v.custom<FileList>(() => true)),
      v.rawCheck(({ dataset, addIssue }) => {
        const code = checkFiles(kind, filesOf(dataset.value));
        if (code) addIssue({ message: code });
      }),
    ),
    expiresOn: KINDS[kind].expires
      ? v.pipe(v.string(), v.nonEmpty('required'), v.isoDate('invalid'), v.check((date) => date > localToday(), 'past'))
      : v.string(),
  });
}

type Values = v.InferInput<ReturnType<typeof schemaOf>>;

type Props = {
  kind: DocumentKind;
  /** The kind holds one file and has it already: a new upload replaces it. */
  replacing: boolean;
  /** Called with how many files were uploaded. */
  onUploaded: (count: number) => void;
};

/**
 * Not on the form kit (useKitForm): the kit is a <form> sent by its submit event, and the upload
 * cannot be one, since it sits inside the disclosures step's form and forms do not nest. It is
 * started by its button or Enter instead, and shows progress while the kit would only be busy.
 *
 * UploadForm sends the files of one kind with a progress bar. It refuses before sending what
 * the server would refuse (type, size, count, a past expiry date), and shows the server's
 * refusals on the inputs or, when storage is down or the network fails, in an alert.
 */
export function UploadForm({ kind, replacing, onUploaded }: Props) {
  const { t, i18n } = useTranslation('profile');
  const rules = KINDS[kind];
  const { register, handleSubmit, setError, reset, formState } = useForm<Values>({
    resolver: valibotResolver(schemaOf(kind)),
    defaultValues: { expiresOn: '' },
    shouldFocusError: false,
  });
  const [progress, setProgress] = useState<number | null>(null);
  const [alert, setAlert] = useState<{ key: UploadAlert; attempt: number } | null>(null);
  const upload = useUploadDocuments(setProgress);
  const formRef = useRef<HTMLDivElement>(null);
  const progressId = useId();
  const focusAfterRender = useFocusAfterRender();
  const submitRef = useRef<HTMLButtonElement>(null);
  // The first input in error gets the focus; else the button, which lost it while disabled.
  const focusFirst = (names: string[]) =>
    focusAfterRender(
      () =>
        firstFieldControl(formRef.current, names) ??
        (document.activeElement === document.body ? submitRef.current : null),
    );

  async function send({ file, expiresOn }: Values) {
    const files = filesOf(file);
    setAlert(null);
    setProgress(0);
    try {
      await upload.mutateAsync({ kind, files, expiresOn: rules.expires ? expiresOn : undefined });
      reset();
      onUploaded(files.length);
    } catch (error) {
      const failure = uploadFailure(error);
      const names = Object.keys(failure.fields) as UploadField[];
      for (const name of names) setError(name, { type: 'server', message: failure.fields[name] });
      const key = failure.alert;
      if (key) setAlert((current) => ({ key, attempt: (current?.attempt ?? 0) + 1 }));
      focusFirst(names);
    } finally {
      setProgress(null);
    }
  }

  function start() {
    void handleSubmit(send, (errors) => focusFirst(errorNames(errors)))();
  }

  // Enter in the expiry date uploads, as it would in a form of its own, and never submits a form
  // this one sits in (the disclosures step).
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    start();
  }

  const errorOf = (name: UploadField) =>
    errorMessage(formState.errors, name, (field, code) => describeUploadError(t, kind, field, code));
  const busy = upload.isPending;
  const hint = t('documents.fileHint', { types: typeList(rules.extensions), size: formatSize(MAX_FILE_SIZE, i18n.language) });
  const action = replacing ? 'replace' : rules.multiple ? 'addMany' : 'add';
  return (
    // Not a <form>: the upload sits inside the disclosures step's form, and forms do not nest.
    <div ref={formRef} onKeyDown={onKeyDown} className={styles.upload} aria-busy={busy}>
      <FileField
        label={t(`documents.choose.${action}`)}
        hint={rules.multiple ? t('documents.manyHint', { hint }) : hint}
        accept={acceptOf(kind)}
        multiple={rules.multiple}
        error={errorOf('file')}
        disabled={busy}
        {...register('file')}
      />
      {rules.expires && (
        <DateField
          label={t('documents.expiresOn')}
          hint={t('documents.expiresOnHint')}
          required
          min={localToday()}
          error={errorOf('expiresOn')}
          disabled={busy}
          {...register('expiresOn')}
        />
      )}
      {progress !== null && (
        <div className={styles.progress}>
          <label htmlFor={progressId}>{t('documents.progress', { percent: Math.round(progress * 100) })}</label>
          <progress id={progressId} max={100} value={Math.round(progress * 100)} />
        </div>
      )}
      {alert && (
        <p key={alert.attempt} role="alert" className={styles.alert}>
          {t(`documents.errors.${alert.key}`)}
        </p>
      )}
      <button ref={submitRef} type="button" className={`button ${fieldStyles.submit}`} disabled={busy} onClick={start}>
        {busy ? t('documents.uploading') : t(`documents.submit.${action}`)}
      </button>
    </div>
  );
}
