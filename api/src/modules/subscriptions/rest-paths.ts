import { subscriptionStatusSchema, userSubscriptionSchema } from '@app/domain';
import { z } from 'zod';
import { declareRest } from '../../rest-meta';

/** The REST paths of the subscriptions procedures (router.ts applies each with restProcedure). */
export const subscriptionsRest = declareRest('subscriptions', {
  status: {
    method: 'GET',
    path: '/subscription-status',
    summary: 'Whether any subscription is active, and its expiry.',
    access: 'user',
    tags: ['subscriptions'],
    output: subscriptionStatusSchema,
  },
  list: {
    method: 'GET',
    path: '/user-subscriptions',
    summary: 'Every subscription, newest expiry first.',
    access: 'user',
    tags: ['subscriptions'],
    output: z.array(userSubscriptionSchema),
  },
});
