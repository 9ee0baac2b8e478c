import { QueryClient } from '@tanstack/react-query';

/**
 * Spec §7: reads do not retry, never go stale and do not refetch on window focus;
 * writes do not retry either. A page that wants fresh data invalidates it explicitly.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
