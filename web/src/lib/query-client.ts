import { QueryClient } from '@tanstack/react-query';

/** queryClient caches server data for the whole app. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
  },
});
