import { restProcedure } from '../../rest-meta';
import { publicProcedure, router } from '../../trpc';
import { contactRest } from './rest-paths';
import { sendContactMessage } from './service';

export const contactRouter = router({
  send: restProcedure(publicProcedure, contactRest.send).mutation(({ ctx, input }) =>
    sendContactMessage(ctx, input),
  ),
});
