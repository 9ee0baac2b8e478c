import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createQueryClient } from '../lib/query-client';
import { type RenderMode, RenderModeContext } from '../lib/render-mode';
import { createTrpc, TrpcContext } from '../lib/trpc';
import { cssVariablesResolver, theme } from '../ui/theme';
import type { Seed } from './render';

/**
 * `ui` as the server renders it (renderToString, with the app's providers, at `path`), put in
 * document.body: what a server-rendered page's script (src/document/) finds in the browser.
 */
export async function serverMarkup(
  ui: ReactNode,
  { path = '/', seed, mode = 'document' }: { path?: string; seed?: Seed; mode?: RenderMode } = {},
): Promise<HTMLElement> {
  const queryClient = createQueryClient();
  const trpc = createTrpc(queryClient, { fetch: () => new Promise<never>(() => {}) });
  seed?.(trpc, queryClient);
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  const html = renderToString(
    <RenderModeContext value={mode}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <QueryClientProvider client={queryClient}>
          <TrpcContext value={trpc}>
            <RouterProvider router={router} />
          </TrpcContext>
        </QueryClientProvider>
      </MantineProvider>
    </RenderModeContext>,
  );
  document.body.innerHTML = `<div id="root">${html}</div>`;
  return document.body;
}
