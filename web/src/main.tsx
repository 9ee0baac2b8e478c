// Mantine styles per component (not the full styles.css) to keep first-load CSS small.
// Global layers first; shell components here; page components import their own CSS.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './ui/shell-styles';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { createQueryClient } from './lib/query-client';
import { createTrpc } from './lib/trpc';
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

// On `/` the container holds the prerendered landing (web/prerender.mjs), painted before this
// script ran; the first render replaces it with the live page. (Hydrating it instead would
// need the router's server-state scripts, which the CSP's script-src 'self' refuses.)
createRoot(rootElement).render(app);
