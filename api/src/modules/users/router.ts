import { userListInputSchema, userListOutputSchema } from '@app/domain';
import { adminProcedure, router } from '../../trpc';
import { listUsers } from './service';

export const usersRouter = router({
  /** Admin only: the accounts of the site. */
  list: adminProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/admin/users',
        summary: 'Accounts (administrators only).',
        access: 'admin',
        tags: ['users'],
      },
    })
    .input(userListInputSchema)
    .output(userListOutputSchema)
    .query(({ ctx, input }) => listUsers(ctx.deps.db, input)),
});
