import { useRef } from 'react';
import { useSearchParams } from 'react-router';

// A list that keeps what it shows in the URL's search parameters: Back and Forward, a reload and
// a shared link all show the same list. The parameters are named as the API's, so that a list
// sends what its address says, and a link from elsewhere (the dashboard's counts) can name a
// filter directly.

/** ListQuery is what a list keeps in the URL: named texts and numbers, each left out when unset. */
export type ListQuery = { [name: string]: string | number | undefined; page?: number };

/** pageOf reads `page`: a whole number from 1, or 1. */
export function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** choiceOf reads a parameter that takes one of `choices`; anything else is unset. */
export function choiceOf<T extends string>(params: URLSearchParams, name: string, choices: readonly T[]): T | undefined {
  return choices.find((choice) => choice === params.get(name));
}

/** wholeNumberOf reads a whole number from `min` to `max`; anything else is unset. */
export function wholeNumberOf(params: URLSearchParams, name: string, min: number, max: number): number | undefined {
  const value = Number(params.get(name) ?? NaN);
  return Number.isInteger(value) && value >= min && value <= max ? value : undefined;
}

/** textOf reads a parameter of free text, trimmed; empty is unset. */
export function textOf(params: URLSearchParams, name: string): string | undefined {
  return params.get(name)?.trim() || undefined;
}

/**
 * searchParamsOf writes a list's query, leaving out what is unset or empty, the first page, and
 * each value equal to its default in `defaults` (the order the server takes when none is asked).
 */
export function searchParamsOf<Q extends ListQuery>(query: Q, defaults: Partial<Q> = {}): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === '' || value === defaults[name] || (name === 'page' && value === 1)) continue;
    params.set(name, String(value));
  }
  return params;
}

/**
 * useListQuery is a list's query, read from the URL by `read`, and `show`, which writes a change
 * of it back as a new history entry. Any change but the page's starts again at the first page.
 */
export function useListQuery<Q extends ListQuery>(read: (params: URLSearchParams) => Q, defaults: Partial<Q> = {}) {
  const [params, setParams] = useSearchParams();
  // Two changes made before the list renders again (two filters chosen at once) each start from
  // the address the one before wrote, not from the address this render read: the second would
  // otherwise undo the first.
  const written = useRef<{ after: URLSearchParams; wrote: URLSearchParams }>(undefined);
  const show = (changed: Partial<Q>) => {
    const current = written.current?.after === params ? written.current.wrote : params;
    const next = searchParamsOf({ ...read(current), page: 1, ...changed }, defaults);
    written.current = { after: params, wrote: next };
    setParams(next);
  };
  return { query: read(params), show };
}
