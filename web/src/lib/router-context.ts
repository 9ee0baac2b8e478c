import type { QueryClient } from '@tanstack/react-query';
import type { Trpc } from './trpc';

/** What every route's `loader`/`beforeLoad` receives as `context`. */
export type RouterContext = {
  queryClient: QueryClient;
  trpc: Trpc;
};
