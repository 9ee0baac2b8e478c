import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useEffect } from 'react';
import { announceAppReady } from './lib/app-ready';
import { openRequestGate } from './lib/hydration-gate';
import type { Trpc } from './lib/trpc';
import { TrpcContext } from './lib/trpc';
import type { createAppRouter } from './router';
import { cssVariablesResolver, theme } from './ui/theme';
import { ToastHost } from './ui/toast-host';

export type AppProps = {
  queryClient: QueryClient;
  trpc: Trpc;
  router: ReturnType<typeof createAppRouter>;
};

/** The whole app: rendered in the browser (main.tsx) and at build time (prerender.tsx). */
export function App({ queryClient, trpc, router }: AppProps) {
  // The app's first commit (a server-rendered page has then hydrated): requests may go, and
  // the page's forms take input.
  useEffect(() => {
    openRequestGate();
    announceAppReady();
  }, []);
  return (
    // Light only: no colour-scheme script, which the CSP (script-src 'self') would block.
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      forceColorScheme="light"
    >
      <ToastHost />
      <QueryClientProvider client={queryClient}>
        <TrpcContext value={trpc}>
          <RouterProvider router={router} />
        </TrpcContext>
      </QueryClientProvider>
    </MantineProvider>
  );
}
