import { subscriptionStatusSchema, userSubscriptionSchema } from '@app/domain';
import { z } from 'zod';
import { authedProcedure, router } from '../../trpc';
import { subscriptionStatus, userSubscriptions } from './service';

export const subscriptionsRouter = router({
  /** Spec §7 GET /api/subscription-status. */
  status: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/subscription-status',
        summary: 'Whether any subscription is active, and its expiry.',
        access: 'user',
        tags: ['subscriptions'],
      },
    })
    .output(subscriptionStatusSchema)
    .query(({ ctx }) => subscriptionStatus(ctx.deps.db, ctx.user.id, ctx.deps.clock.now())),
  /** Spec §7 GET /api/user-subscriptions: every subscription, newest expiry first. */
  list: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/user-subscriptions',
        summary: 'Every subscription, newest expiry first.',
        access: 'user',
        tags: ['subscriptions'],
      },
    })
    .output(z.array(userSubscriptionSchema))
    .query(({ ctx }) => userSubscriptions(ctx.deps.db, ctx.user.id)),
});
