import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client';
import { createTrpc, type Trpc, TrpcContext } from '../lib/trpc';
import { createAppRouter } from '../router';
import { cssVariablesResolver, theme } from '../ui/theme';
import { ToastHost } from '../ui/toast-host';

/** The app's providers (Mantine in test mode: no transitions, no portals) and its toasts. */
export function createTestProviders() {
  const queryClient = createQueryClient();
  const trpc = createTrpc(queryClient);
  function Providers({ children }: { children: ReactNode }) {
    return (
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
        <ToastHost />
        <QueryClientProvider client={queryClient}>
          <TrpcContext value={trpc}>{children}</TrpcContext>
        </QueryClientProvider>
      </MantineProvider>
    );
  }
  return { queryClient, trpc, Providers };
}

/** Puts data in the caches before the first render, as a route loader or earlier page would. */
export type Seed = (trpc: Trpc, queryClient: QueryClient) => void;

/**
 * Renders `ui` as the page of a real router (so links work) at `path`, inside the app's
 * providers. Returns the query client and tRPC utils so tests can seed data.
 */
export function renderPage(
  ui: ReactNode,
  { path = '/', seed }: { path?: string; seed?: Seed } = {},
) {
  const { queryClient, trpc, Providers } = createTestProviders();
  seed?.(trpc, queryClient);
  const rootRoute = createRootRoute({ component: () => ui });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const result = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router, queryClient, trpc };
}

/**
 * Renders the whole app (real route tree, header, footer) at `path`, for route-level
 * behaviour such as redirects. The router is returned to read where it went.
 */
export function renderApp(path: string, { seed }: { seed?: Seed } = {}) {
  const { queryClient, trpc, Providers } = createTestProviders();
  seed?.(trpc, queryClient);
  const router = createAppRouter(
    { queryClient, trpc },
    createMemoryHistory({ initialEntries: [path] }),
  );
  const result = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router, queryClient, trpc };
}
