// Mantine styles per component (not the full styles.css) to keep first-load CSS small.
// Global layers first; shell components here; page components import their own CSS.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './ui/shell-styles';

import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { keepScrollOnFirstRender } from './lib/app-ready';
import { openRequestGate } from './lib/hydration-gate';
import { createQueryClient } from './lib/query-client';
import { createTrpc } from './lib/trpc';
import type { PrerenderData } from './prerender';
import { createAppRouter } from './router';

const queryClient = createQueryClient();
const trpc = createTrpc(queryClient);
const router = createAppRouter({ queryClient, trpc });

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');
const app = (
  <StrictMode>
    <App queryClient={queryClient} trpc={trpc} router={router} />
  </StrictMode>
);

if (rootElement.dataset.prerendered === 'hydrate') {
  // The api rendered this page with data (prerender.tsx) and sent that data along: start from
  // exactly it, so the first render matches the markup on screen without asking again.
  const carried = document.getElementById('prerender-data')?.textContent;
  if (carried) {
    hydrate(queryClient, (JSON.parse(carried) as PrerenderData).queries);
    // The page came with its data: whatever is still asked for may be asked at once.
    openRequestGate();
  }
  // Requests wait until React has hydrated (lib/hydration-gate.ts); the router is told the
  // page was server-rendered so it renders the same element tree as the server did, and
  // leaves the page scrolled where it is.
  keepScrollOnFirstRender();
  router.ssr = { manifest: undefined };
  router.load().then(
    () =>
      // As a transition, so React hydrates in slices and lets the browser work in between.
      startTransition(() => {
        hydrateRoot(rootElement, app, {
          onRecoverableError: (error) =>
            console.warn('hydration fell back to a client render', error),
        });
      }),
    () => {
      openRequestGate();
      createRoot(rootElement).render(app);
    },
  );
} else {
  // Any other page: the prerendered header and footer (if any) are painted over by the app,
  // rendered as a transition so React yields to the browser between chunks of work.
  openRequestGate();
  const root = createRoot(rootElement);
  startTransition(() => root.render(app));
}
