import { useEffect, useState } from 'react';
import type { Search } from './search-engine';

/**
 * useSearch returns the search over the pages of a language once `wanted` has been
 * true and its code and index have arrived; null before that, or when they cannot be
 * downloaded (offline).
 */
export function useSearch(language: string, wanted: boolean): Search | null {
  const [state, setState] = useState<{ language: string; search: Search } | null>(null);

  useEffect(() => {
    if (!wanted) return;
    let current = true;
    import('./search-engine')
      .then((engine) => engine.loadSearch(language))
      .then(
        (search) => current && setState({ language, search }),
        // Offline: no suggestions. Enter still opens /search, which reports the failure.
        () => {},
      );
    return () => {
      current = false;
    };
  }, [language, wanted]);

  return state?.language === language ? state.search : null;
}
