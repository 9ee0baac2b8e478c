import { userListInputSchema, userListOutputSchema } from '@app/domain';
import { adminProcedure, router } from '../../trpc';
import { listUsers } from './repo';

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
