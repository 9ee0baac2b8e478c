import { BRAND_NAME, OUTREACH_MESSAGES as M } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('newsletter', () => {
  let token = '';

  it('stores a new address once and sends a welcome with an unsubscribe link', async () => {
    const res = await client().post('/api/newsletter', { email: ' Reader@Example.com ' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(M.subscribed);
    const mail = await smtp.waitFor((m) => m.to.includes('reader@example.com'));
    expect(mail.subject).toBe(`Welcome to the ${BRAND_NAME} newsletter`);
    const link = /http:\/\/localhost:3999\/newsletter\/unsubscribe\?token=([a-z2-7]+)/.exec(
      mail.text,
    );
    expect(link).not.toBeNull();
    token = link?.[1] ?? '';
    const unfolded = mail.raw.replace(/\r?\n[ \t]+/g, ' ');
    expect(unfolded).toMatch(
      /^List-Unsubscribe: <http:\/\/localhost:3999\/newsletter\/unsubscribe\?token=/m,
    );
  });

  it('answers a duplicate politely, keeps one row and sends nothing more', async () => {
    const res = await client().post('/api/newsletter', { email: 'READER@example.com' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(M.alreadySubscribed);
    await t.deps.mailer.flush();
    expect(smtp.messages.filter((m) => m.to.includes('reader@example.com'))).toHaveLength(1);
    const rows = await t.deps.db.selectFrom('newsletter_subscribers').selectAll().execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses an invalid address', async () => {
    const res = await client().post('/api/newsletter', { email: 'reader' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(M.invalidEmail);
  });

  it('unsubscribes with the link, and refuses a made-up token', async () => {
    const bad = await client().post('/api/newsletter/unsubscribe', { token: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(M.unsubscribeLinkInvalid);
    const res = await client().post('/api/newsletter/unsubscribe', { token });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(M.unsubscribed);
    const row = await t.deps.db
      .selectFrom('newsletter_subscribers')
      .select('status')
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('unsubscribed');
    // Clicking the link again is harmless.
    expect((await client().post('/api/newsletter/unsubscribe', { token })).status).toBe(200);
  });

  it('welcomes a returning reader back with a new link', async () => {
    const res = await client().post('/api/newsletter', { email: 'reader@example.com' });
    expect(res.status).toBe(201);
    const old = await client().post('/api/newsletter/unsubscribe', { token });
    expect(old.status).toBe(400);
  });

  it('serves the unsubscribe page with Referrer-Policy: no-referrer', async () => {
    const res = await t.app.request('/newsletter/unsubscribe?token=abc');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  });
});

describe('guessing unsubscribe tokens', () => {
  it('stops an address after 30 attempts in an hour (429)', async () => {
    let status = 0;
    for (let i = 0; i < 31; i++) {
      status = (await client().post('/api/newsletter/unsubscribe', { token: `guess-${i}` })).status;
    }
    expect(status).toBe(429);
  });
});
