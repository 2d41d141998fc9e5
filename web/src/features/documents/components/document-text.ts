import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';
import type { DocumentKind } from '../api/documents';
import { KINDS, MAX_FILES } from '../document-kinds';

// How the documents' sizes and errors read, in the visitor's language.

/**
 * formatSize writes a file size for people, in the language given: "820 kB", "2.4 MB"
 * ("2,4 MB" in Spanish).
 */
export function formatSize(bytes: number, language: string): string {
  const megabytes = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: megabytes ? 1 : 0,
  }).format(megabytes ? bytes / (1024 * 1024) : Math.max(1, Math.round(bytes / 1024)));
}

/** typeList names the extensions a kind takes, for messages: "PDF, DOC, DOCX". */
export function typeList(extensions: readonly string[]): string {
  return extensions
    .filter((ext) => ext !== '.jpeg')
    .map((ext) => ext.slice(1).toUpperCase())
    .join(', ');
}

/** UploadField is an input of the upload form, named as the API's multipart parts. */
export type UploadField = 'file' | 'expiresOn';

const FILE_CODES = ['required', 'too_many', 'unsupported', 'empty', 'macros', 'archive', 'too_big'] as const;
const DATE_CODES = ['required', 'invalid', 'past'] as const;

/** oneOf tells whether a code is one of the codes listed. */
function oneOf<Code extends string>(codes: readonly Code[], code: string): code is Code {
  return (codes as readonly string[]).includes(code);
}

/** describeUploadError says in the visitor's language what an error code means for a field. */
export function describeUploadError(t: TFunction<'profile'>, kind: DocumentKind, field: string, code: string): string {
  if (field === 'file' && oneOf(FILE_CODES, code)) {
    const rules = KINDS[kind];
    return t(`documents.errors.file.${code}`, {
      types: typeList(rules.extensions),
      count: rules.multiple ? MAX_FILES : 1,
    });
  }
  if (field === 'expiresOn' && oneOf(DATE_CODES, code)) return t(`documents.errors.expiresOn.${code}`);
  return t('documents.errors.invalid');
}

/** UploadAlert is a message of `documents.errors` for what no input of the form can show. */
export type UploadAlert = 'network' | 'timeout' | 'quota' | 'unavailable' | 'rateLimited' | 'csrf' | 'server';

/**
 * uploadFailure sorts out a refused upload: the field codes to show on the inputs, and the
 * alert for what no input can show (docs/api.md: 413, 415, 400, 503; 413 quota_exceeded when the
 * teacher's documents would pass their storage quota, 408 when the file came too slowly).
 */
export function uploadFailure(error: unknown): { fields: Partial<Record<UploadField, string>>; alert?: UploadAlert } {
  if (!(error instanceof ApiError)) return { fields: {}, alert: 'network' };
  switch (error.status) {
    case 413:
      return error.code === 'quota_exceeded' ? { fields: {}, alert: 'quota' } : { fields: { file: 'too_big' } };
    case 408:
      return { fields: {}, alert: 'timeout' };
    case 415:
      return { fields: { file: error.fields.file ?? 'unsupported' } };
    case 503:
      return { fields: {}, alert: 'unavailable' };
    case 429:
      return { fields: {}, alert: 'rateLimited' };
  }
  if (error.code === 'validation_failed') {
    const fields: Partial<Record<UploadField, string>> = {};
    if (error.fields.file) fields.file = error.fields.file;
    if (error.fields.expiresOn) fields.expiresOn = error.fields.expiresOn;
    return Object.keys(fields).length > 0 ? { fields } : { fields, alert: 'server' };
  }
  return { fields: {}, alert: error.code === 'csrf' ? 'csrf' : 'server' };
}
