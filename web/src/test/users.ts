import type { User } from '@app/domain';
import { CURRENT_USER_KEY } from '../session/current-user';
import type { Seed } from './render';

/** A signed-in student; pass fields to make an admin, the demo account, and so on. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    email: 'sam.lee@example.com',
    firstName: 'Sam',
    lastName: 'Lee',
    profileImageUrl: null,
    isAdmin: false,
    isDemo: false,
    ...overrides,
  };
}

/** Seeds the current-user query as GET /api/auth/user would have answered (null = signed out). */
export function seedCurrentUser(user: User | null): Seed {
  return (_trpc, queryClient) => queryClient.setQueryData(CURRENT_USER_KEY, user);
}
