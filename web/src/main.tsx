// Mantine styles per component (not the full styles.css) to keep first-load CSS small.
// Global layers first; shell components here; page components import their own CSS.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './ui/shell-styles';

import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from './lib/query-client';
import { createTrpc, TrpcContext } from './lib/trpc';
import { createAppRouter } from './router';
import { cssVariablesResolver, theme } from './ui/theme';
import { ToastHost } from './ui/toast-host';

const queryClient = createQueryClient();
const trpc = createTrpc(queryClient);
const router = createAppRouter({ queryClient, trpc });

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    {/* Light only: no colour-scheme script, which the CSP (script-src 'self') would block. */}
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
  </StrictMode>,
);
