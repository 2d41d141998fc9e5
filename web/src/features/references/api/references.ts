import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import type { Reference, ReferenceInput } from '@/lib/api-types';

export type { Reference, ReferenceInput, Relationship } from '@/lib/api-types';

/** MAX_REFERENCES is how many referees a teacher may name (docs/api.md "References"). */
export const MAX_REFERENCES = 5;

/** RELATIONSHIPS are how a referee may know the teacher, in the order the form offers them (docs/design.md §4). */
export const RELATIONSHIPS = [
  'principal',
  'assistant_principal',
  'department_head',
  'mentor_teacher',
  'colleague',
  'university_supervisor',
  'other',
] as const;

const REFERENCES = ['me', 'references'] as const;

const reload = () => queryClient.invalidateQueries({ queryKey: REFERENCES });

/** useReferences is the teacher's referees with the status of each; never their answers. */
export function useReferences() {
  return useQuery({ queryKey: REFERENCES, queryFn: () => api<Reference[]>('/me/references') });
}

/** useSaveReference adds a referee, or changes a draft's details when `id` is given. */
export function useSaveReference() {
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: ReferenceInput }) =>
      id === undefined
        ? api<Reference>('/me/references', { body: input })
        : api<Reference>(`/me/references/${encodeURIComponent(id)}`, { method: 'PUT', body: input }),
    onSuccess: reload,
  });
}

/**
 * ReferenceAction is what a teacher may do to a referee besides editing: delete a draft, send the
 * request (or send it again), withdraw a request not yet answered.
 */
export type ReferenceAction = 'delete' | 'request' | 'withdraw';

/** useReferenceAction runs a ReferenceAction on one referee, then reloads the list. */
export function useReferenceAction() {
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: ReferenceAction }) => {
      const path = `/me/references/${encodeURIComponent(id)}`;
      return action === 'delete' ? api<null>(path, { method: 'DELETE' }) : api<Reference>(`${path}/${action}`, { method: 'POST' });
    },
    onSuccess: reload,
  });
}
