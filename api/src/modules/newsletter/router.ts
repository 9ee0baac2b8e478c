import { messageResultSchema, newsletterInputSchema, unsubscribeInputSchema } from '@app/domain';
import { z } from 'zod';
import { publicProcedure, router } from '../../trpc';
import { subscribe, unsubscribe } from './service';

export const newsletterRouter = router({
  subscribe: publicProcedure
    .input(newsletterInputSchema)
    .output(messageResultSchema.extend({ created: z.boolean() }))
    .mutation(({ ctx, input }) => subscribe(ctx, input)),
  unsubscribe: publicProcedure
    .input(unsubscribeInputSchema)
    .output(messageResultSchema)
    .mutation(({ ctx, input }) => unsubscribe(ctx, input)),
});
