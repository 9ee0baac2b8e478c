import { restProcedure } from '../../rest-meta';
import { adminProcedure, router } from '../../trpc';
import { usersRest } from './rest-paths';
import { listUsers } from './service';

export const usersRouter = router({
  /** Admin only: the accounts of the site. */
  list: restProcedure(adminProcedure, usersRest.list).query(({ ctx, input }) =>
    listUsers(ctx.deps.db, input),
  ),
});
