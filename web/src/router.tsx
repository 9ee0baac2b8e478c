import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { scrollRestorationAllowed } from './lib/app-ready';
import type { RouterContext } from './lib/router-context';
import { routeTree } from './routeTree.gen';
import { ErrorPage } from './ui/error-page';
import { NotFoundPage } from './ui/not-found-page';

/** `history` defaults to the browser's; tests pass a memory history. */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    history,
    defaultPreload: 'intent',
    // TanStack Query owns caching: always run loaders on preload and let the query cache
    // decide whether to fetch.
    defaultPreloadStaleTime: 0,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: ErrorPage,
    // Restored on back/forward, top of the page otherwise; left alone on the first render of a
    // server-rendered page (lib/app-ready.ts).
    scrollRestoration: scrollRestorationAllowed,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /**
     * A public page that arrives whole from the server: a signed-out visitor gets it without
     * the app, with document/enhance.ts for its interactive parts (decision 0009).
     */
    document?: boolean;
  }
}
