import { OUTREACH_MESSAGES as M, RATE_LIMITS } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserClient } from '../../test/browser-client';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink';
import { createTestContext, type TestContext } from '../../test/test-deps';

let t: TestContext;
let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestContext({
    SMTP_URL: smtp.url,
    SUPPORT_EMAIL: 'help-desk@example.com',
    TRUST_PROXY: 'true',
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const client = (ip = '198.51.100.9') => browserClient(t.app, t.config.publicUrl, { ip });
const message = {
  name: 'Priya Nair',
  email: 'Priya@Example.com',
  subject: 'Question about the HESI A2 pass',
  message: 'Hello!\n\nDoes the HESI A2 pass include the anatomy section?\n\nThanks',
};

describe('contact form', () => {
  it.each([
    [{ ...message, name: ' ' }, M.nameRequired],
    [{ ...message, email: '' }, M.emailRequired],
    [{ ...message, email: 'priya-at-example' }, M.invalidEmail],
    [{ ...message, subject: '' }, M.subjectRequired],
    [{ ...message, message: '   ' }, M.messageRequired],
    [{ ...message, message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters long'],
  ])('refuses %j with a clear message', async (body, text) => {
    const res = await client().post('/api/contact', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(text);
  });

  it('stores the message and e-mails it to the support inbox, reply-to the sender', async () => {
    const res = await client().post('/api/contact', message);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: M.contactReceived });
    const rows = await t.deps.db.selectFrom('contact_messages').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Priya Nair',
      email: 'priya@example.com',
      subject: message.subject,
      user_id: null,
    });
    const mail = await smtp.waitFor((m) => m.to.includes('help-desk@example.com'));
    expect(mail.subject).toBe('[Contact] Question about the HESI A2 pass');
    expect(mail.text).toContain('Does the HESI A2 pass include the anatomy section?');
    expect(mail.raw).toMatch(/^Reply-To: Priya Nair <priya@example.com>/m);
  });

  it('escapes what the visitor typed in the HTML e-mail', async () => {
    await client('198.51.100.10').post('/api/contact', {
      ...message,
      subject: 'Script test',
      message: '<img src=x onerror=alert(1)>',
    });
    const mail = await smtp.waitFor((m) => m.subject === '[Contact] Script test');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).not.toContain('<img src=x');
  });

  it('links the message to the signed-in account', async () => {
    const browser = client('198.51.100.11');
    const reg = await browser.post('/api/auth/register', {
      email: 'member@example.com',
      password: 'member-passphrase-1',
      firstName: 'Mel',
    });
    await browser.post('/api/contact', { ...message, subject: 'From a member' });
    const row = await t.deps.db
      .selectFrom('contact_messages')
      .select('user_id')
      .where('subject', '=', 'From a member')
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(reg.body.user.id);
  });

  it('limits messages per client address', async () => {
    const ip = '198.51.100.77';
    for (let i = 0; i < RATE_LIMITS.contactPerIp.max; i++) {
      expect((await client(ip).post('/api/contact', message)).status).toBe(201);
    }
    const refused = await client(ip).post('/api/contact', message);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(
      /^Too many messages from your network\. Please try again in \d+ minutes?\.$/,
    );
  });
});
