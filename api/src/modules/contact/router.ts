import { contactInputSchema, messageResultSchema } from '@app/domain';
import { publicProcedure, router } from '../../trpc';
import { sendContactMessage } from './service';

export const contactRouter = router({
  send: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/contact',
        summary: 'Send a message to support.',
        access: 'public',
        tags: ['contact'],
        status: 201,
      },
    })
    .input(contactInputSchema)
    .output(messageResultSchema)
    .mutation(({ ctx, input }) => sendContactMessage(ctx, input)),
});
