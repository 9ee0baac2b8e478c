import { contactInputSchema, messageResultSchema } from '@app/domain';
import { publicProcedure, router } from '../../trpc';
import { sendContactMessage } from './service';

export const contactRouter = router({
  send: publicProcedure
    .input(contactInputSchema)
    .output(messageResultSchema)
    .mutation(({ ctx, input }) => sendContactMessage(ctx, input)),
});
