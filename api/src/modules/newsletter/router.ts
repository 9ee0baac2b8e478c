import { messageResultSchema, newsletterInputSchema, unsubscribeInputSchema } from '@app/domain';
import { z } from 'zod';
import { publicProcedure, router } from '../../trpc';
import { subscribe, unsubscribe } from './service';

export const newsletterRouter = router({
  subscribe: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/newsletter',
        summary: 'Subscribe an e-mail address (201 new, 200 already subscribed).',
        access: 'public',
        tags: ['newsletter'],
        status: 'created',
      },
    })
    .input(newsletterInputSchema)
    .output(messageResultSchema.extend({ created: z.boolean() }))
    .mutation(({ ctx, input }) => subscribe(ctx, input)),
  unsubscribe: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/newsletter/unsubscribe',
        summary: 'Unsubscribe with the token from an e-mail.',
        access: 'public',
        tags: ['newsletter'],
      },
    })
    .input(unsubscribeInputSchema)
    .output(messageResultSchema)
    .mutation(({ ctx, input }) => unsubscribe(ctx, input)),
});
