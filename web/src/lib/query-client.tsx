import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * queryClient caches server data for the whole app; every provider shares it. A read that fails
 * before it has any data goes to the nearest error boundary, the route's query boundary
 * (src/app/query-boundary.tsx), which shows "We could not load…" with a retry in place of the
 * page; a read that fails after it has data keeps showing that data. A read that shows its
 * failure in place (a list, a line that may stay empty) sets `throwOnError: false`.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: 1,
      refetchOnWindowFocus: false,
      throwOnError: (_error, query) => query.state.data === undefined,
    },
  },
});

/**
 * QueryProvider gives its children the shared queryClient. The pages that read the API get it
 * from their route's query boundary (a `data` route in src/app/routes.json), so TanStack Query
 * is downloaded only by those pages; a component outside any route (the header's user menu)
 * wraps itself in this provider instead, and shows its own failures in place.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
