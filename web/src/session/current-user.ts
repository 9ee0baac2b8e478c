import type { User } from '@app/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { fetchJson } from '../lib/http';
import type { RouterContext } from '../lib/router-context';

/*
 * Who is signed in. Kept apart from the account writes (api.ts) because the shared header
 * reads it on every page: this module ships with the landing page, the writes do not.
 */

export const CURRENT_USER_KEY = ['auth', 'user'] as const;

/**
 * Spec §4: signed in when GET /api/auth/user returns a user; a 401 reads as null (signed out).
 * No retry, never stale, no refetch on focus: it changes only through the writes in api.ts.
 */
export const currentUserQueryOptions = queryOptions({
  queryKey: CURRENT_USER_KEY,
  queryFn: ({ signal }) => fetchJson<User | null>('/api/auth/user', { nullOn401: true, signal }),
  retry: false,
  staleTime: Number.POSITIVE_INFINITY,
  refetchOnWindowFocus: false,
});

/**
 * The current user: `data` is undefined while loading, null when signed out. It reads the
 * router context's QueryClient (the one route loaders and beforeLoad use) when there is one,
 * so the shared header works under the router alone; otherwise the provider's.
 */
export function useCurrentUser() {
  const context = useRouter().options.context as Partial<RouterContext> | undefined;
  return useQuery(currentUserQueryOptions, context?.queryClient);
}
