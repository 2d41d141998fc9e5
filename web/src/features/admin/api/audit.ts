import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, retryOnFailure } from '@/lib/api-client';
import type { Answer } from '@/lib/api-types';
import { PAGE_SIZE, withQuery } from './admin-api';

/** AuditEntry is one row of the audit log: who did what to whom, and when (never a value). */
export type { AuditEntry } from '@/lib/api-types';

/** useAudit is one page of the audit log, newest first. */
export function useAudit(page: number) {
  return useQuery({
    queryKey: ['admin', 'audit', page],
    queryFn: () => api<Answer<'/api/admin/audit', 'get'>>(withQuery('/admin/audit', { page, pageSize: PAGE_SIZE })),
    placeholderData: keepPreviousData,
    retry: retryOnFailure,
    throwOnError: false,
  });
}
