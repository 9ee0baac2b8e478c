import { restProcedure } from '../../rest-meta';
import { authedProcedure, router } from '../../trpc';
import { subscriptionsRest } from './rest-paths';
import { subscriptionStatus, userSubscriptions } from './service';

export const subscriptionsRouter = router({
  /** Spec §7 GET /api/subscription-status. */
  status: restProcedure(authedProcedure, subscriptionsRest.status).query(({ ctx }) =>
    subscriptionStatus(ctx.deps.db, ctx.user.id, ctx.deps.clock.now()),
  ),
  /** Spec §7 GET /api/user-subscriptions: every subscription, newest expiry first. */
  list: restProcedure(authedProcedure, subscriptionsRest.list).query(({ ctx }) =>
    userSubscriptions(ctx.deps.db, ctx.user.id),
  ),
});
