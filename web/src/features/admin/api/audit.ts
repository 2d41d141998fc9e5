import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, retryOnFailure } from '@/lib/api-client';
import type { Answer } from '@/lib/api-types';
import { PAGE_SIZE, withQuery } from './admin-api';

/** AuditEntry is one row of the audit log: who did what to whom, and when (never a value). */
export type { AuditEntry } from '@/lib/api-types';

/**
 * DISCLOSURE_SECTIONS are the sections of web/shared/disclosures.json whose reading the server
 * records one action each, "disclosure.<section>.read"; their saves are all "disclosure.write",
 * so that the log cannot tell when self-identification changed (docs/design.md §6).
 */
export const DISCLOSURE_SECTIONS = ['profile', 'employment', 'criminal', 'additional', 'self_identification', 'public_records'] as const;

/**
 * AUDIT_ACTIONS are the actions the server records (internal/service, each with a tx.Audit or
 * Store.Audit), as the filter offers them. A test holds the list to the Go source, so an action
 * the server starts to record cannot go without its words here.
 */
export const AUDIT_ACTIONS: readonly string[] = [
  'account.delete',
  'application.document.download',
  'application.offer.withdraw',
  'application.offer.write',
  'application.packet.read',
  'application.status.write',
  'auth.login',
  'auth.login.failure',
  'auth.mfa.failure',
  'auth.password.change',
  'auth.password.reset',
  'contact_message.handle',
  ...DISCLOSURE_SECTIONS.map((section) => `disclosure.${section}.read`),
  'disclosure.write',
  'invitation.create',
  'mfa.disable',
  'mfa.enable',
  'organization.create',
  'organization.delete',
  'organization.update',
  'reference.read',
  'report.self_identification.read',
  'salary_schedule.update',
  'school.create',
  'school.culture',
  'school.delete',
  'school.move',
  'school.update',
  'session.end',
  'session.end_others',
  'ssn.write',
  'subscriber.remove',
  'subscribers.export',
  'user.disable',
  'user.enable',
];

/** AUDIT_FILTERS are what GET /api/admin/audit narrows the log by; the page keeps them in its URL. */
export const AUDIT_FILTERS = ['action', 'actor', 'from', 'to'] as const;

/** AuditFilters are the filters in use: one action, a person's name or e-mail, and days (YYYY-MM-DD); empty when unused. */
export type AuditFilters = Record<(typeof AUDIT_FILTERS)[number], string>;

/** useAudit is one page of the audit log, newest first, narrowed by `filters`. */
export function useAudit(filters: AuditFilters, page: number) {
  return useQuery({
    queryKey: ['admin', 'audit', filters, page],
    queryFn: () => api<Answer<'/api/admin/audit', 'get'>>(withQuery('/admin/audit', { ...filters, page, pageSize: PAGE_SIZE })),
    placeholderData: keepPreviousData,
    retry: retryOnFailure,
    throwOnError: false,
  });
}
