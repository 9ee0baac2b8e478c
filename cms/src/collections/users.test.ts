import { describe, expect, it } from 'vitest';
import { createUsersCollection } from './Users';

describe('CMS editors', () => {
  it('are never locked by failed sign-ins (the api slows guessing per address instead)', () => {
    for (const options of [{}, { siteInternalUrl: 'http://127.0.0.1:3000' }]) {
      const auth = createUsersCollection(options).auth;
      expect(typeof auth === 'object' && auth.maxLoginAttempts).toBe(0);
    }
  });
});
