import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { PAGE_SIZE, retryOnFailure, withQuery, type Page } from './admin-api';

/** AuditEntry is one row of the audit log: who did what to whom, and when (never a value). */
export type AuditEntry = {
  at: string;
  actorId: string | null;
  actorEmail: string | null;
  action: string;
  subjectId: string | null;
};

/** useAudit is one page of the audit log, newest first. */
export function useAudit(page: number) {
  return useQuery({
    queryKey: ['admin', 'audit', page],
    queryFn: () => api<Page<AuditEntry>>(withQuery('/admin/audit', { page, pageSize: PAGE_SIZE })),
    placeholderData: keepPreviousData,
    retry: retryOnFailure,
  });
}
