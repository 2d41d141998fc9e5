import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { TeacherDocument } from '@/lib/api-types';
import { queryClient } from '@/lib/query-client';

/**
 * DocumentKind is what a teacher's file is for (docs/api.md "Teacher"); TeacherDocument is one
 * uploaded file, as GET /api/me/documents lists it (expiresOn: a work authorization card side's
 * expiry date, null for other kinds).
 */
export type { DocumentKind, TeacherDocument } from '@/lib/api-types';

/** DOCUMENTS is the query key of the teacher's files. */
export const DOCUMENTS = ['me', 'documents'] as const;

/** listDocuments fetches every file of the signed-in teacher. */
export function listDocuments(): Promise<TeacherDocument[]> {
  return api<TeacherDocument[]>('/me/documents');
}

/** useDocuments is the teacher's files, shared by every DocumentUpload on the page. */
export function useDocuments() {
  return useQuery({ queryKey: DOCUMENTS, queryFn: listDocuments });
}

/** downloadUrl is where the browser downloads a file, as an attachment. */
export function downloadUrl(id: string): string {
  return `/api/me/documents/${encodeURIComponent(id)}/download`;
}

/**
 * refreshProfile marks every other query of the teacher stale: the profile's strength and its
 * list of what is missing depend on the files.
 */
export function refreshProfile(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['me'], predicate: (query) => query.queryKey[1] !== 'documents' });
}

/** deleteDocument removes one file for good. */
export function deleteDocument(id: string): Promise<null> {
  return api<null>(`/me/documents/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** useDeleteDocument deletes a file and takes it out of the list at once. */
export function useDeleteDocument() {
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: (_, id) => {
      queryClient.setQueryData<TeacherDocument[]>(DOCUMENTS, (list) => list?.filter((doc) => doc.id !== id));
      void refreshProfile();
    },
  });
}
