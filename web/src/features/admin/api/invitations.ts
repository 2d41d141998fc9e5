import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { retryOnFailure } from './admin-api';

/** InvitedRole is who an invitation makes its guest. */
export type InvitedRole = 'school' | 'admin';

/** InvitationStatus is where an invitation stands; `replaced` is voided by a newer one to the same address. */
export type InvitationStatus = 'pending' | 'accepted' | 'expired' | 'replaced';

/** Invitation is one row of GET /api/admin/invitations. */
export type Invitation = {
  id: string;
  email: string;
  role: InvitedRole;
  organizationId: string | null;
  organizationName: string | null;
  /** RFC 3339 instants. */
  createdAt: string;
  expiresAt: string;
  status: InvitationStatus;
};

/** InvitationInput is the body of POST /api/admin/invitations; organizationId only for a school user. */
export type InvitationInput = { email: string; role: InvitedRole; organizationId?: string; language: 'en' | 'es' };

const INVITATIONS = ['admin', 'invitations'] as const;

/** useInvitations is every invitation, newest first. */
export function useInvitations() {
  return useQuery({
    queryKey: INVITATIONS,
    queryFn: () => api<{ items: Invitation[] }>('/admin/invitations').then((answer) => answer.items),
    retry: retryOnFailure,
  });
}

/** useInvite sends an invitation; its answer says until when the link works. */
export function useInvite() {
  return useMutation({
    mutationFn: (input: InvitationInput) => api<{ id: string; expiresAt: string }>('/admin/invitations', { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVITATIONS }),
  });
}
