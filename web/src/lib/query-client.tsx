import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** queryClient caches server data for the whole app; every QueryProvider shares it. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
  },
});

/**
 * QueryProvider gives its children the shared queryClient. There is no app-wide provider:
 * each feature that talks to the server wraps its own root in one, so TanStack Query is
 * downloaded only by the pages that use it, while the cache stays shared between them.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
