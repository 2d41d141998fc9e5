import { useSearchParams } from 'react-router';

/**
 * useListParams keeps a table's filter and page in the URL's search parameters, so that back,
 * forward and a shared link show the same rows. `values` are the filters (empty when not used),
 * `page` counts from 1; `show` changes some filters and goes back to the first page, unless it
 * is given a page.
 */
export function useListParams<Name extends string>(names: readonly Name[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(names.map((name) => [name, params.get(name) ?? ''])) as Record<Name, string>;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1);

  function show(changed: Partial<Record<Name, string>> & { page?: number }) {
    const next = new URLSearchParams();
    const merged: Record<string, string | number | undefined> = { ...values, page: 1, ...changed };
    for (const [name, value] of Object.entries(merged)) {
      if (value !== '' && value !== undefined && !(name === 'page' && value === 1)) next.set(name, String(value));
    }
    setParams(next);
  }

  return { values, page, show };
}
