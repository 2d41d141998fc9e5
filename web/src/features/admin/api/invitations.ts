import { useMutation, useQuery } from '@tanstack/react-query';
import { api, retryOnFailure } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import type { Answer, Invitation, InvitationInput } from '@/lib/api-types';


/** Invitation is one row of GET /api/admin/invitations (RFC 3339 instants). */
export type { Invitation } from '@/lib/api-types';

/** InvitedRole is who an invitation makes its guest. */
export type InvitedRole = Invitation['role'];

/** InvitationStatus is where an invitation stands; `replaced` is voided by a newer one to the same address. */
export type InvitationStatus = Invitation['status'];

/** InvitationInput is the body of POST /api/admin/invitations; organizationId only for a school user. */
export type { InvitationInput } from '@/lib/api-types';

const INVITATIONS = ['admin', 'invitations'] as const;

/** useInvitations is every invitation, newest first. */
export function useInvitations() {
  return useQuery({
    queryKey: INVITATIONS,
    queryFn: () => api<Answer<'/api/admin/invitations', 'get'>>('/admin/invitations').then((answer) => answer.items),
    retry: retryOnFailure,
    throwOnError: false,
  });
}

/** useInvite sends an invitation; its answer says until when the link works. */
export function useInvite() {
  return useMutation({
    mutationFn: (input: InvitationInput) => api<Invitation>('/admin/invitations', { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVITATIONS }),
  });
}
