import { createRouter, type RouterHistory } from '@tanstack/react-router';
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
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
