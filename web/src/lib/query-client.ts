import { QueryClient } from '@tanstack/react-query';

/**
 * Spec §7: reads do not retry, never go stale and do not refetch on window focus;
 * writes do not retry either. A page that wants fresh data invalidates it explicitly.
 * A failed read is shown as failed (with its Retry button) wherever it is read again, not
 * fetched anew by the next component that mounts: a page rendered on the server with a
 * failure (a post that does not exist) then hydrates showing the same thing.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        retryOnMount: false,
      },
      mutations: { retry: false },
    },
  });
}
