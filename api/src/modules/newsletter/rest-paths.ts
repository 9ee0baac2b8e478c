import { messageResultSchema, newsletterInputSchema, unsubscribeInputSchema } from '@app/domain';
import { z } from 'zod';
import { declareRest } from '../../rest-meta';

/** The REST paths of the newsletter procedures (router.ts applies each with restProcedure). */
export const newsletterRest = declareRest('newsletter', {
  subscribe: {
    method: 'POST',
    path: '/newsletter',
    summary: 'Subscribe an e-mail address (201 new, 200 already subscribed).',
    access: 'public',
    tags: ['newsletter'],
    status: 'created',
    input: newsletterInputSchema,
    output: messageResultSchema.extend({ created: z.boolean() }),
  },
  unsubscribe: {
    method: 'POST',
    path: '/newsletter/unsubscribe',
    summary: 'Unsubscribe with the token from an e-mail.',
    access: 'public',
    tags: ['newsletter'],
    input: unsubscribeInputSchema,
    output: messageResultSchema,
  },
});
