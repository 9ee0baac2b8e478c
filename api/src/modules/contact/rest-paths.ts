import { contactInputSchema, messageResultSchema } from '@app/domain';
import { declareRest } from '../../rest-meta';

/** The REST paths of the contact procedures (router.ts applies each with restProcedure). */
export const contactRest = declareRest('contact', {
  send: {
    method: 'POST',
    path: '/contact',
    summary: 'Send a message to support.',
    access: 'public',
    tags: ['contact'],
    status: 201,
    input: contactInputSchema,
    output: messageResultSchema,
  },
});
