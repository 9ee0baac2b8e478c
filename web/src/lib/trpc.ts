import type { AppRouter } from '@app/api/router';
import type { QueryClient } from '@tanstack/react-query';
import {
  createTRPCClient,
  createTRPCQueryUtils,
  httpBatchLink,
  type TRPCClient,
} from '@trpc/react-query';
import { createContext, use } from 'react';
import { requestGate } from './hydration-gate';

/**
 * tRPC on the client.
 *
 * Choice: `createTRPCQueryUtils` from @trpc/react-query 11.19 (the options-proxy style
 * `createTRPCOptionsProxy` lives in @trpc/tanstack-react-query, which we do not install).
 * The utils object is bound to our QueryClient and gives, per procedure:
 *   - `queryOptions(input)` for plain TanStack Query hooks in components
 *     (`useQuery(trpc.blog.list.queryOptions(input))`), and
 *   - `ensureData(input)` / `prefetch(input)` for route loaders (no React needed).
 * Both build the same query keys, so a loader's prefetch is what the component reads.
 * We do not use `createTRPCReact` hooks: one way to query, no extra provider.
 */
export function createTrpc(
  queryClient: QueryClient,
  options: { fetch?: (url: string, init?: RequestInit) => Promise<Response> } = {},
) {
  const send =
    options.fetch ??
    (async (url: string, init?: RequestInit) => {
      await requestGate();
      return fetch(url, init);
    });
  const client = createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: '/trpc',
        // The api refuses batches of more than 20 calls (api/src/http/request-limits.ts).
        maxItems: 10,
        // Spec §7: every call includes credentials (the session cookie).
        fetch: (url, init) =>
          send(String(url), { ...(init as RequestInit), credentials: 'include' }),
      }),
    ],
  });
  const utils = createTRPCQueryUtils({ client, queryClient });
  clients.set(utils, client);
  return utils;
}

export type Trpc = ReturnType<typeof createTRPCQueryUtils<AppRouter>>;
export type TrpcClient = TRPCClient<AppRouter>;

// The plain client behind each utils object: mutations call procedures through it
// (`useTrpcClient().practice.answer.mutate(input)`), with the same links and credentials.
const clients = new WeakMap<object, TrpcClient>();

/** Provided once in main.tsx (and in tests); read with `useTrpc()`. */
export const TrpcContext = createContext<Trpc | null>(null);

export function useTrpc(): Trpc {
  const trpc = use(TrpcContext);
  if (!trpc) throw new Error('useTrpc() needs <TrpcContext value={trpc}> above it');
  return trpc;
}

/** The tRPC client for mutations (see `clients` above). */
export function useTrpcClient(): TrpcClient {
  const client = clients.get(useTrpc());
  if (!client) throw new Error('useTrpcClient() needs a Trpc made by createTrpc()');
  return client;
}
