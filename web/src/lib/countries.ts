import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import type { Country } from '@/lib/api-types';

/** Country is one entry of GET /api/countries. */
export type { Country } from '@/lib/api-types';

/** DEFAULT_COUNTRY is pre-selected in every country field (docs/product.md §5). */
export const DEFAULT_COUNTRY = 'US';

/** getCountries fetches every country, named and sorted in the given language. */
export function getCountries(lang: string): Promise<Country[]> {
  return api<Country[]>(`/countries?lang=${encodeURIComponent(lang)}`);
}

/**
 * useCountries returns the country list in the current language. Until the full list arrives
 * (or if it cannot be fetched) it offers the United States and the Philippines.
 */
export function useCountries(): Country[] {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  const query = useQuery({
    queryKey: ['countries', lang],
    queryFn: () => getCountries(lang),
    staleTime: Infinity,
    // After a language switch, keep showing the previous names until the new list arrives.
    placeholderData: keepPreviousData,
    throwOnError: false,
  });
  // A list of 250 names is rendered in the background, between the browser's other work.
  const countries = useDeferredValue(query.data);
  return (
    countries ?? [
      { code: 'US', name: t('countries.US') },
      { code: 'PH', name: t('countries.PH') },
    ]
  );
}
