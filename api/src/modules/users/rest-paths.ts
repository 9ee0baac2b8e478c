import { userListInputSchema, userListOutputSchema } from '@app/domain';
import { declareRest } from '../../rest-meta';

/** The REST paths of the users procedures (router.ts applies each with restProcedure). */
export const usersRest = declareRest('users', {
  list: {
    method: 'GET',
    path: '/admin/users',
    summary: 'Accounts (administrators only).',
    access: 'admin',
    tags: ['users'],
    input: userListInputSchema,
    output: userListOutputSchema,
  },
});
