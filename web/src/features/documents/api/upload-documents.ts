import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import type { Answer, ApiErrorBody, DocumentKind, TeacherDocument } from '@/lib/api-types';
import { queryClient } from '@/lib/query-client';
import { KINDS } from '../document-kinds';
import { DOCUMENTS, refreshProfile } from './documents';

/** UploadInput is one POST /api/me/documents: the files of one kind, and a card side's expiry date. */
export type UploadInput = {
  kind: DocumentKind;
  files: readonly File[];
  /** ISO date, sent for work authorization card sides only. */
  expiresOn?: string;
};

/** Progress is the share of the request body sent so far, from 0 to 1. */
export type OnProgress = (sent: number) => void;

/**
 * uploadDocuments sends files with XMLHttpRequest, because fetch cannot report upload progress.
 * It resolves with the documents created (201) and rejects with an ApiError for an error
 * answer, or a TypeError when the server cannot be reached, as `api` does.
 */
export function uploadDocuments({ kind, files, expiresOn }: UploadInput, onProgress: OnProgress): Promise<Answer<'/api/me/documents', 'post', 201>> {
  const body = new FormData();
  body.append('kind', kind);
  for (const file of files) body.append('file', file);
  if (expiresOn) body.append('expiresOn', expiresOn);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/me/documents');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-Requested-With', 'fetch');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const data = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(data as TeacherDocument[]);
        return;
      }
      // A proxy may refuse a large body with its own page: the status still says what happened.
      const e = (data ?? {}) as Partial<ApiErrorBody>;
      reject(new ApiError(xhr.status, e.code ?? 'internal', e.message ?? xhr.statusText, e.fields));
    };
    xhr.onerror = () => reject(new TypeError('Failed to upload'));
    xhr.send(body);
  });
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * useUploadDocuments uploads files and puts the documents created in the list; for a kind that
 * holds one file, the new one replaces the old, as it does on the server.
 */
export function useUploadDocuments(onProgress: OnProgress) {
  return useMutation({
    mutationFn: (input: UploadInput) => uploadDocuments(input, onProgress),
    onSuccess: (created, { kind }) => {
      queryClient.setQueryData<TeacherDocument[]>(DOCUMENTS, (list = []) => [
        ...(KINDS[kind].multiple ? list : list.filter((doc) => doc.kind !== kind)),
        ...created,
      ]);
      void refreshProfile();
    },
  });
}
