// Build-time render of the landing page (see scripts/prerender.mjs): the HTML a visitor's
// browser paints before any JavaScript runs. main.tsx then renders the live app over it.
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { App } from './app';
import { createQueryClient } from './lib/query-client';
import { createTrpc } from './lib/trpc';
import { createAppRouter } from './router';

/**
 * Renders `url` with nothing loaded: every query stays pending (its request never settles at
 * build time), so data-driven sections render their loading skeletons, exactly as the first
 * client render does.
 */
export async function renderPage(url: string): Promise<string> {
  const queryClient = createQueryClient();
  const trpc = createTrpc(queryClient, { fetch: () => new Promise<never>(() => {}) });
  const router = createAppRouter(
    { queryClient, trpc },
    createMemoryHistory({ initialEntries: [url] }),
  );
  await router.load();
  return renderToString(<App queryClient={queryClient} trpc={trpc} router={router} />);
}
