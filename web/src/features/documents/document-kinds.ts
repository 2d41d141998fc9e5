import type { DocumentKind } from './api/documents';

/** MAX_FILE_SIZE is the largest file the server takes: 10 MB. */
export const MAX_FILE_SIZE = 10 * 1024 * 1024;

/** MAX_FILES is how many files one upload may carry. */
export const MAX_FILES = 10;

/** KindRules are what the server accepts for one kind of document (docs/api.md "Teacher"). */
export type KindRules = {
  /** The file name extensions accepted, lower case with the dot. */
  extensions: readonly string[];
  /** Several files at once, all kept (certifications and references). */
  multiple: boolean;
  /** A work authorization card side, sent with its expiry date. */
  expires: boolean;
};

const DOCS = ['.pdf', '.doc', '.docx'] as const;
const SCANS = ['.pdf', '.jpg', '.jpeg', '.png'] as const;

/** KINDS holds the rules of every kind. */
export const KINDS: Record<DocumentKind, KindRules> = {
  resume: { extensions: DOCS, multiple: false, expires: false },
  lesson_plan: { extensions: DOCS, multiple: false, expires: false },
  certification: { extensions: SCANS, multiple: true, expires: false },
  evaluation: { extensions: DOCS, multiple: false, expires: false },
  reference: { extensions: DOCS, multiple: true, expires: false },
  work_auth_front: { extensions: SCANS, multiple: false, expires: true },
  work_auth_back: { extensions: SCANS, multiple: false, expires: true },
};

/** acceptOf is the `accept` attribute of a kind's file input. */
export function acceptOf(kind: DocumentKind): string {
  return KINDS[kind].extensions.join(',');
}

/**
 * checkFiles finds, before anything is sent, why the server would refuse the files chosen:
 * "required" (none), "too_many", "unsupported" (an extension the kind does not take), "empty"
 * (a file of 0 bytes) or "too_big" (over 10 MB); undefined when they may go. The server still
 * checks the content.
 */
export function checkFiles(kind: DocumentKind, files: readonly File[]): string | undefined {
  if (files.length === 0) return 'required';
  if (files.length > (KINDS[kind].multiple ? MAX_FILES : 1)) return 'too_many';
  const accepted = (file: File) => KINDS[kind].extensions.some((ext) => file.name.toLowerCase().endsWith(ext));
  if (!files.every(accepted)) return 'unsupported';
  if (files.some((file) => file.size === 0)) return 'empty';
  if (files.some((file) => file.size > MAX_FILE_SIZE)) return 'too_big';
  return undefined;
}

