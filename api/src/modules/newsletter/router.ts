import { restProcedure } from '../../rest-meta';
import { publicProcedure, router } from '../../trpc';
import { newsletterRest } from './rest-paths';
import { subscribe, unsubscribe } from './service';

export const newsletterRouter = router({
  subscribe: restProcedure(publicProcedure, newsletterRest.subscribe).mutation(({ ctx, input }) =>
    subscribe(ctx, input),
  ),
  unsubscribe: restProcedure(publicProcedure, newsletterRest.unsubscribe).mutation(
    ({ ctx, input }) => unsubscribe(ctx, input),
  ),
});
