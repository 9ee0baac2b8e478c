import { BRAND_NAME, AUTH_MESSAGES as M, RESET_TOKEN_TTL_MS } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../lib/tokens';
import { browserClient } from '../../test/browser-client';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink';
import { createTestContext, type TestContext } from '../../test/test-deps';

let t: TestContext;
let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestContext({ SMTP_URL: smtp.url, PUBLIC_URL: 'http://localhost:3999' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const client = () => browserClient(t.app, t.config.publicUrl);

async function register(email: string, password = 'original-passphrase') {
  const browser = client();
  const res = await browser.post('/api/auth/register', { email, password, firstName: 'Rae' });
  expect(res.status).toBe(201);
  return browser;
}

async function requestLink(email: string): Promise<string> {
  const res = await client().post('/api/auth/forgot-password', { email });
  expect(res.status).toBe(200);
  const mail = await smtp.waitFor((m) => m.to.includes(email) && !used.has(m));
  used.add(mail);
  const link = /http:\/\/localhost:3999\/reset-password\?token=([a-z2-7]+)/.exec(mail.text);
  expect(link).not.toBeNull();
  return link?.[1] ?? '';
}
const used = new Set<object>();

describe('forgot password', () => {
  it('e-mails a reset link (text and HTML) to an account holder', async () => {
    await register('rae@example.com');
    const res = await client().post('/api/auth/forgot-password', { email: ' RAE@example.com ' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: M.resetLinkSent });
    const mail = await smtp.waitFor((m) => m.to.includes('rae@example.com'));
    used.add(mail);
    expect(mail.subject).toBe(`Reset your ${BRAND_NAME} password`);
    expect(mail.text).toContain('Hi Rae,');
    expect(mail.text).toMatch(/http:\/\/localhost:3999\/reset-password\?token=[a-z2-7]{32}/);
    expect(mail.html).toContain('href="http://localhost:3999/reset-password?token=');
  });

  it('answers an unknown address exactly the same, and sends nothing', async () => {
    const before = smtp.messages.length;
    const known = await client().post('/api/auth/forgot-password', { email: 'rae@example.com' });
    const unknown = await client().post('/api/auth/forgot-password', {
      email: 'ghost@example.com',
    });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(unknown.headers.get('content-type')).toBe(known.headers.get('content-type'));
    await t.deps.mailer.flush();
    const sent = smtp.messages.slice(before);
    expect(sent.every((m) => !m.to.includes('ghost@example.com'))).toBe(true);
    for (const m of sent) used.add(m);
  });

  it('keeps only the SHA-256 of the token', async () => {
    await register('hash@example.com');
    const token = await requestLink('hash@example.com');
    const rows = await t.deps.db.selectFrom('password_resets').selectAll().execute();
    expect(rows.some((r) => r.id === hashToken(token))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});

describe('reset password', () => {
  it('works once, signs out every session, and the new password signs in', async () => {
    const laptop = await register('once@example.com');
    const phone = client();
    await phone.post('/api/auth/login', {
      email: 'once@example.com',
      password: 'original-passphrase',
    });
    const token = await requestLink('once@example.com');

    const res = await client().post('/api/auth/reset-password', {
      token,
      newPassword: 'fresh-start-passphrase',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(M.passwordReset);
    expect((await laptop.get('/api/auth/user')).status).toBe(401);
    expect((await phone.get('/api/auth/user')).status).toBe(401);

    const again = await client().post('/api/auth/reset-password', {
      token,
      newPassword: 'second-go-passphrase',
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(M.resetLinkInvalid);

    const old = await client().post('/api/auth/login', {
      email: 'once@example.com',
      password: 'original-passphrase',
    });
    expect(old.status).toBe(401);
    const fresh = await client().post('/api/auth/login', {
      email: 'once@example.com',
      password: 'fresh-start-passphrase',
    });
    expect(fresh.status).toBe(200);
  });

  it('does not work after one hour', async () => {
    await register('late@example.com');
    const token = await requestLink('late@example.com');
    const realNow = t.deps.clock.now;
    const issued = realNow();
    t.deps.clock.now = () => issued + RESET_TOKEN_TTL_MS + 1000;
    try {
      const res = await client().post('/api/auth/reset-password', {
        token,
        newPassword: 'too-late-passphrase',
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(M.resetLinkInvalid);
    } finally {
      t.deps.clock.now = realNow;
    }
  });

  it('a newer link replaces an older one', async () => {
    await register('twice@example.com');
    const first = await requestLink('twice@example.com');
    const second = await requestLink('twice@example.com');
    const stale = await client().post('/api/auth/reset-password', {
      token: first,
      newPassword: 'stale-link-passphrase',
    });
    expect(stale.status).toBe(400);
    const ok = await client().post('/api/auth/reset-password', {
      token: second,
      newPassword: 'latest-link-passphrase',
    });
    expect(ok.status).toBe(200);
  });

  it('refuses a common password and leaves the link usable', async () => {
    await register('common@example.com');
    const token = await requestLink('common@example.com');
    const weak = await client().post('/api/auth/reset-password', {
      token,
      newPassword: 'iloveyou',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe(M.passwordTooCommon);
    const strong = await client().post('/api/auth/reset-password', {
      token,
      newPassword: 'unusual-cedar-lantern',
    });
    expect(strong.status).toBe(200);
  });

  it('serves the reset page with Referrer-Policy: no-referrer', async () => {
    const res = await t.app.request('/reset-password?token=abc');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    const other = await t.app.request('/auth');
    expect(other.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});

describe('guessing reset tokens', () => {
  it('stops an address after 30 reset attempts in an hour (429 with Retry-After)', async () => {
    const statuses: number[] = [];
    let last: Awaited<ReturnType<ReturnType<typeof client>['post']>> | undefined;
    for (let i = 0; i < 31; i++) {
      last = await client().post('/api/auth/reset-password', {
        token: `guess${i}aaaaaaaaaaaaaaaaaaaaaaaaaaaa`,
        newPassword: 'a-brand-new-passphrase',
      });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(last?.body.code).toBe('RATE_LIMITED');
    expect(last?.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
