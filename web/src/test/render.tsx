import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
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
import { cssVariablesResolver, theme } from '../ui/theme';

/** The app's providers (Mantine in test mode: no transitions, no portals). */
export function createTestProviders() {
  const queryClient = createQueryClient();
  const trpc = createTrpc(queryClient);
  function Providers({ children }: { children: ReactNode }) {
    return (
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
        <QueryClientProvider client={queryClient}>
          <TrpcContext value={trpc}>{children}</TrpcContext>
        </QueryClientProvider>
      </MantineProvider>
    );
  }
  return { queryClient, trpc, Providers };
}

/**
 * Renders `ui` as the page of a real router (so links work) at `path`, inside the app's
 * providers. Returns the query client and tRPC utils so tests can seed data.
 */
export function renderPage(
  ui: ReactNode,
  { path = '/', seed }: { path?: string; seed?: (trpc: Trpc) => void } = {},
) {
  const { queryClient, trpc, Providers } = createTestProviders();
  seed?.(trpc);
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
