import { useMutation, useQueries, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Answer, Body, Disclosure, SectionSummary } from '@/lib/api-types';
import { queryClient } from '@/lib/query-client';
import type { Answers } from '../schema';

/** SectionState is how far a teacher got with a section (docs/api.md "Teacher"); SectionSummary is one row of GET /api/me/disclosures. */
export type { SectionState, SectionSummary } from '@/lib/api-types';

/**
 * SectionAnswers is GET and PUT /api/me/disclosures/{section}. The document leaves the answers'
 * keys to web/shared/disclosures.json, whose schema types them here (Answers). The profile
 * section's answers hold `ssnLast4` instead of `ssn` once an SSN is stored.
 */
export type SectionAnswers = Omit<Disclosure, 'answers'> & { answers: Answers & { ssnLast4?: string } };

/** SaveInput is a section (of the path) and the body of PUT /api/me/disclosures/{section}: a draft unless complete. */
export type SaveInput = { section: string } & Body<'/api/me/disclosures/{section}', 'put'> & { answers: Answers };

const STATES = ['disclosures'] as const;
const sectionKey = (section: string) => ['disclosures', section] as const;

function fetchSection(section: string) {
  return api<SectionAnswers>(`/me/disclosures/${section}`);
}

/** useSectionStates is the state of every section, in the wizard's order. */
export function useSectionStates() {
  return useQuery({
    queryKey: STATES,
    queryFn: () => api<Answer<'/api/me/disclosures', 'get'>>('/me/disclosures').then((a) => a.sections),
  });
}

/** useSectionAnswers is a section's saved answers. */
export function useSectionAnswers(section: string) {
  return useQuery({ queryKey: sectionKey(section), queryFn: () => fetchSection(section) });
}

/** useAllSectionAnswers is every section's saved answers, for the review step. */
export function useAllSectionAnswers(sections: readonly string[]) {
  return useQueries({
    queries: sections.map((section) => ({ queryKey: sectionKey(section), queryFn: () => fetchSection(section) })),
  });
}

/** useSaveSection saves a section's answers and keeps the cached answers and states in step. */
export function useSaveSection() {
  return useMutation({
    mutationFn: ({ section, answers, complete }: SaveInput) =>
      api<SectionAnswers>(`/me/disclosures/${section}`, { method: 'PUT', body: { answers, complete } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(sectionKey(saved.section), saved);
      queryClient.setQueryData<SectionSummary[]>(STATES, (states) =>
        states?.map((row) => (row.section === saved.section ? { ...row, state: saved.state } : row)),
      );
    },
  });
}
