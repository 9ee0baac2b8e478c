import { AUTH_MESSAGES as M, PASSWORD_MAX_LENGTH } from '@app/domain';
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

const client = () => browserClient(t.app, t.config.publicUrl);

async function expect400(path: string, body: unknown, message: string) {
  const res = await client().post(path, body);
  expect(res.status).toBe(400);
  expect(res.body.message).toBe(message);
  return res;
}

describe('every validation message a person can act on', () => {
  it.each([
    ['/api/auth/login', { email: '', password: '' }],
    ['/api/auth/login', { email: '   ', password: 'something-long' }],
    ['/api/auth/login', { email: 'ana@example.com', password: '   ' }],
    ['/api/auth/login', {}],
    ['/api/auth/register', { email: '', password: '', firstName: 'Ana' }],
    ['/api/auth/register', { email: 'ana@example.com', password: ' ', firstName: 'Ana' }],
  ])('%s %j → Email and password are required', async (path, body) => {
    await expect400(path, body, M.emailAndPasswordRequired);
  });

  it('register without a first name', async () => {
    await expect400(
      '/api/auth/register',
      { email: 'ana@example.com', password: 'long-enough-pass', firstName: '  ', lastName: 'Diaz' },
      M.firstNameRequired,
    );
    await expect400(
      '/api/auth/register',
      { email: 'ana@example.com', password: 'long-enough-pass' },
      M.firstNameRequired,
    );
  });

  it('an address that is not an e-mail', async () => {
    await expect400(
      '/api/auth/register',
      { email: 'ana-at-example', password: 'long-enough-pass', firstName: 'Ana' },
      M.invalidEmail,
    );
    await expect400('/api/auth/forgot-password', { email: 'nope' }, M.invalidEmail);
  });

  it('passwords shorter than 8, longer than 128 (never truncated) or common', async () => {
    const base = { email: 'ana@example.com', firstName: 'Ana' };
    await expect400('/api/auth/register', { ...base, password: 'short7!' }, M.passwordTooShort);
    expect(M.passwordTooShort).toBe('Password must be at least 8 characters long');
    await expect400(
      '/api/auth/register',
      { ...base, password: 'x'.repeat(PASSWORD_MAX_LENGTH + 1) },
      M.passwordTooLong,
    );
    await expect400(
      '/api/auth/register',
      { ...base, password: 'password123' },
      M.passwordTooCommon,
    );
    await expect400('/api/auth/register', { ...base, password: 'Qwertyuiop' }, M.passwordTooCommon);
    // Exactly 128 characters is accepted, and all of them count.
    const long = `${'k'.repeat(PASSWORD_MAX_LENGTH - 1)}z`;
    const created = await client().post('/api/auth/register', { ...base, password: long });
    expect(created.status).toBe(201);
    const almost = await client().post('/api/auth/login', {
      email: base.email,
      password: `${'k'.repeat(PASSWORD_MAX_LENGTH - 1)}y`,
    });
    expect(almost.status).toBe(401);
  });

  it('forgot password without an address', async () => {
    await expect400('/api/auth/forgot-password', { email: ' ' }, M.emailRequired);
  });

  it('reset without a token, or with a short password', async () => {
    await expect400(
      '/api/auth/reset-password',
      { token: '', newPassword: 'a-new-passphrase' },
      M.resetLinkInvalid,
    );
    await expect400('/api/auth/reset-password', { token: 'abc', newPassword: '' }, M.fillAllFields);
    await expect400(
      '/api/auth/reset-password',
      { token: 'abc', newPassword: 'seven77' },
      M.passwordTooShort,
    );
    await expect400(
      '/api/auth/reset-password',
      { token: 'not-a-real-token', newPassword: 'a-new-passphrase' },
      M.resetLinkInvalid,
    );
  });

  it('a body that is not a JSON object', async () => {
    const res = await client().request('POST', '/api/auth/login');
    expect(res.status).toBe(400);
    const broken = await t.app.request('/api/auth/login', {
      method: 'POST',
      headers: { Origin: t.config.publicUrl, 'Content-Type': 'application/json' },
      body: '{"email": ',
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({
      message: 'The request body must be a JSON object.',
      code: 'VALIDATION_FAILED',
    });
  });

  it('settings: names and passwords', async () => {
    const browser = client();
    await browser.post('/api/auth/register', {
      email: 'sam@example.com',
      password: 'sam-first-passphrase',
      firstName: 'Sam',
    });
    const blank = await browser.patch('/api/auth/user', { firstName: ' ', lastName: 'Lee' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('First name is required');
    const saved = await browser.patch('/api/auth/user', { firstName: ' Samuel ', lastName: 'Lee' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ firstName: 'Samuel', lastName: 'Lee' });

    const wrong = await browser.post('/api/auth/change-password', {
      currentPassword: 'not-my-password',
      newPassword: 'sam-second-passphrase',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(M.currentPasswordWrong);
    const same = await browser.post('/api/auth/change-password', {
      currentPassword: 'sam-first-passphrase',
      newPassword: 'sam-first-passphrase',
    });
    expect(same.body.message).toBe(M.passwordSameAsCurrent);
    const missing = await browser.post('/api/auth/change-password', {
      currentPassword: '',
      newPassword: 'sam-second-passphrase',
    });
    expect(missing.body.message).toBe(M.fillAllFields);
  });
});
