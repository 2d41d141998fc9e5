import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import type { Options as AllOptions } from '@/lib/api-types';

/**
 * Options are the stable option codes of docs/design.md §4, as GET /api/options lists them (its eight
 * named lists: the school philosophies last); their labels are in the `options` texts (src/locales/<language>/options.json),
 * one group per list.
 */
export type Options = Pick<
  AllOptions,
  'gradeLevels' | 'subjects' | 'experienceSettings' | 'skills' | 'designations' | 'vacancyTypes' | 'applicationStatuses' | 'philosophies'
>;

/** OptionGroup names one of the option lists, and the group of its labels. */
export type OptionGroup = keyof Options;

/** getOptions fetches the option codes. */
export function getOptions(): Promise<Options> {
  return api<Options>('/options');
}

/**
 * useOptions is the option codes. They change only with a release of TeachBay, so one fetch
 * serves the whole visit. It needs a QueryProvider above it.
 */
export function useOptions() {
  return useQuery({ queryKey: ['options'], queryFn: getOptions, staleTime: Infinity });
}

/**
 * useOptionLabel returns `label(group, code)`: the label of an option code in the visitor's
 * language, from the `options` texts (the page loads that namespace). A code this release has
 * no label for shows as itself.
 */
export function useOptionLabel() {
  const { t } = useTranslation('options');
  return useCallback(
    // The codes come from the server, so the key is only known to exist at run time.
    (group: OptionGroup, code: string): string => t(`${group}.${code}` as never, { defaultValue: code }),
    [t],
  );
}
