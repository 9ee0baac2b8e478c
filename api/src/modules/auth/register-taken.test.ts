import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AUTH_MESSAGES, BRAND_NAME } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserClient } from '../../test/browser-client';
import { parseMail } from '../../test/smtp-sink';
import { createTestContext, type TestContext } from '../../test/test-deps';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t?.close();
});

async function mailsTo(email: string) {
  await t.deps.mailer.flush();
  const dir = t.config.mail.outboxDir;
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .filter((raw) => new RegExp(`^to:.*${email}`, 'im').test(raw))
    .map((raw) => parseMail(raw));
}

describe('signing up with an e-mail that already has an account', () => {
  it('tells the owner by e-mail (once a day) and creates nothing', async () => {
    const owner = browserClient(t.app, t.config.publicUrl, { ip: '198.51.100.71' });
    const email = 'taken@example.com';
    const first = await owner.post('/api/auth/register', {
      email,
      password: 'the-owners-passphrase',
      firstName: 'Owen',
    });
    expect(first.status).toBe(201);

    const stranger = browserClient(t.app, t.config.publicUrl, { ip: '203.0.113.72' });
    const again = await stranger.post('/api/auth/register', {
      email,
      password: 'a-strangers-passphrase',
      firstName: 'Stan',
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(AUTH_MESSAGES.emailTaken);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(
      `Someone tried to create a ${BRAND_NAME} account with your e-mail`,
    );
    expect(mails[0]?.text).toContain('Hi Owen,');
    expect(mails[0]?.text).toContain(`${t.config.publicUrl}/auth`);

    // A second try the same day: refused the same way, no second e-mail.
    const third = await stranger.post('/api/auth/register', {
      email: 'TAKEN@example.com',
      password: 'another-passphrase-1',
      firstName: 'Stan',
    });
    expect(third.status).toBe(409);
    expect(await mailsTo(email)).toHaveLength(1);
    // The owner's password still works; the stranger's never did.
    const login = await stranger.post('/api/auth/login', {
      email,
      password: 'a-strangers-passphrase',
      firstName: '',
      lastName: '',
    });
    expect(login.status).toBe(401);
  });
});
