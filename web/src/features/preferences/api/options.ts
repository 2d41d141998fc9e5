import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Options are the stable option codes of DESIGN.md §4, as GET /api/options lists them; their
 * labels are in the `options` texts (src/locales/<language>/options.json), one group per list.
 */
export type Options = {
  gradeLevels: string[];
  subjects: string[];
  experienceSettings: string[];
  skills: string[];
  designations: string[];
  vacancyTypes: string[];
  applicationStatuses: string[];
};

/** OptionGroup names one of the option lists, and the group of its labels. */
export type OptionGroup = keyof Options;

/** getOptions fetches the option codes. */
export function getOptions(): Promise<Options> {
  return api<Options>('/options');
}

/**
 * useOptions is the option codes. They change only with a release of TeachBay, so one fetch
 * serves the whole visit.
 */
export function useOptions() {
  return useQuery({ queryKey: ['options'], queryFn: getOptions, staleTime: Infinity });
}
