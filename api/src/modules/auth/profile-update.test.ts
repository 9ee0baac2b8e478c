import { AUTH_MESSAGES as M } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserClient } from '../../test/browser-client';
import { createTestContext, type TestContext } from '../../test/test-deps';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t?.close();
});

async function signedIn(email: string) {
  const browser = browserClient(t.app, t.config.publicUrl);
  const res = await browser.post('/api/auth/register', {
    email,
    password: 'a-long-enough-password-42',
    firstName: 'Grace',
    lastName: 'Hopper',
  });
  expect(res.status).toBeLessThan(300);
  return browser;
}

describe('changing a name changes only the fields sent', () => {
  it('PATCH /api/auth/user with the first name keeps the last name, and the other way round', async () => {
    const browser = await signedIn('grace-rest@example.com');
    const first = await browser.patch('/api/auth/user', { firstName: 'x' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ firstName: 'x', lastName: 'Hopper' });
    const last = await browser.patch('/api/auth/user', { lastName: 'Murray' });
    expect(last.status).toBe(200);
    expect(last.body).toMatchObject({ firstName: 'x', lastName: 'Murray' });
    // What was saved is what the next read shows.
    expect((await browser.get('/api/auth/user')).body).toMatchObject({
      firstName: 'x',
      lastName: 'Murray',
    });
    // A last name sent empty is cleared: it was sent.
    const cleared = await browser.patch('/api/auth/user', { lastName: '' });
    expect(cleared.body).toMatchObject({ firstName: 'x', lastName: '' });
  });

  it('the tRPC procedure does the same', async () => {
    const browser = await signedIn('grace-trpc@example.com');
    const res = await browser.post('/trpc/auth.updateProfile', { firstName: 'Amazing' });
    expect(res.status).toBe(200);
    expect(res.body.result.data).toMatchObject({ firstName: 'Amazing', lastName: 'Hopper' });
    const other = await browser.post('/trpc/auth.updateProfile', { lastName: 'Brewster' });
    expect(other.body.result.data).toMatchObject({ firstName: 'Amazing', lastName: 'Brewster' });
  });

  it('refuses a change that names no field (a misspelt one included) with a 400 and a code', async () => {
    const browser = await signedIn('grace-empty@example.com');
    for (const body of [{}, { first_name: 'x' }]) {
      const res = await browser.patch('/api/auth/user', body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.message).toBe(M.profileNothingToChange);
    }
    const blank = await browser.patch('/api/auth/user', { firstName: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe(M.firstNameMissing);
    expect((await browser.get('/api/auth/user')).body).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
    });
  });
});
