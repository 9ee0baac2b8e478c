import { BRAND_NAME } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoAt } from '../lib/clock';
import { browserClient } from '../test/browser-client';
import { SmtpRefusal, type SmtpSink, startSmtpSink } from '../test/smtp-sink';
import { createTestContext, type TestContext } from '../test/test-deps';

let smtp: SmtpSink;
let t: TestContext;
/** A second api node on the same database, delivering through the same SMTP server. */
let other: TestContext;
/** How many times the SMTP server was offered a message, per recipient. */
const offers = new Map<string, number>();

const env = () => ({
  SMTP_URL: smtp.url,
  MAIL_RETRY_BASE_MS: '100',
  MAIL_MAX_ATTEMPTS: '3',
});

beforeAll(async () => {
  smtp = await startSmtpSink({
    accept(mail) {
      const to = mail.to[0] ?? '';
      const offer = (offers.get(to) ?? 0) + 1;
      offers.set(to, offer);
      if (to.startsWith('busy') && offer <= 2) throw new SmtpRefusal(451, 'Try again later');
      if (to.startsWith('always-busy')) throw new SmtpRefusal(451, 'Try again later');
      if (to.startsWith('unknown')) throw new SmtpRefusal(550, 'No such mailbox');
    },
  });
  t = await createTestContext(env());
  other = await createTestContext(env(), { database: t.database });
});
afterAll(async () => {
  await other?.close();
  await t?.close();
  await smtp?.close();
});

const received = (to: string) => smtp.messages.filter((m) => m.to.includes(to));
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function outboxRow(recipient: string) {
  return t.deps.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('recipient', '=', recipient)
    .executeTakeFirstOrThrow();
}

async function register(email: string) {
  const res = await browserClient(t.app, t.config.publicUrl).post('/api/auth/register', {
    email,
    password: 'outbox-test-passphrase',
    firstName: 'Olu',
  });
  expect(res.status).toBe(201);
}

describe('the mail outbox', () => {
  it('delivers a reset link through an SMTP server that refuses at first, once, after retries', async () => {
    await register('busy@example.com');
    const res = await browserClient(t.app, t.config.publicUrl).post('/api/auth/forgot-password', {
      email: 'busy@example.com',
    });
    expect(res.status).toBe(200);
    const mail = await smtp.waitFor((m) => m.to.includes('busy@example.com'), 10_000);
    expect(mail.subject).toBe(`Reset your ${BRAND_NAME} password`);
    await pause(500);
    expect(received('busy@example.com')).toHaveLength(1);
    expect(offers.get('busy@example.com')).toBe(3);
    const row = await outboxRow('busy@example.com');
    expect(row).toMatchObject({ status: 'sent', attempts: 3, body: null });
    expect(row.last_error).toMatch(/451/);
  });

  it('gives a message up after MAIL_MAX_ATTEMPTS, and at once when the server refuses it for good', async () => {
    for (const to of ['always-busy@example.com', 'unknown@example.com']) {
      await t.deps.db.transaction().execute(async (trx) => {
        await t.deps.mailer.queue(trx, {
          to,
          subject: 'Notice',
          text: 'Hello',
          html: '<p>Hello</p>',
        });
      });
      t.deps.mailer.wake();
    }
    await expect
      .poll(async () => (await outboxRow('always-busy@example.com')).status, { timeout: 10_000 })
      .toBe('failed');
    await expect.poll(async () => (await outboxRow('unknown@example.com')).status).toBe('failed');
    expect(await outboxRow('always-busy@example.com')).toMatchObject({ attempts: 3, body: null });
    expect(await outboxRow('unknown@example.com')).toMatchObject({ attempts: 1, body: null });
    expect(offers.get('always-busy@example.com')).toBe(3);
    expect(offers.get('unknown@example.com')).toBe(1);
    expect(received('always-busy@example.com')).toHaveLength(0);
  });

  it('leaves no mail behind a change that was rolled back', async () => {
    const to = 'rolled-back@example.com';
    await expect(
      t.deps.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('contact_messages')
          .values({
            id: crypto.randomUUID(),
            name: 'Rae',
            email: to,
            subject: 'Hello',
            message: 'A message whose change fails',
            user_id: null,
            created_at: isoAt(Date.now()),
          })
          .execute();
        await t.deps.mailer.queue(trx, { to, subject: 'Copy', text: 'Hi', html: '<p>Hi</p>' });
        throw new Error('the change failed after the mail was queued');
      }),
    ).rejects.toThrow('the change failed');
    t.deps.mailer.wake();
    await t.deps.mailer.flush();
    await pause(300);
    const rows = await t.deps.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('recipient', '=', to)
      .execute();
    expect(rows).toHaveLength(0);
    expect(received(to)).toHaveLength(0);
    expect(offers.has(to)).toBe(false);
  });

  it('sends each message once when two api nodes on one database deliver at the same time', async () => {
    const recipients = Array.from({ length: 30 }, (_, i) => `node-race-${i}@example.com`);
    await t.deps.db.transaction().execute(async (trx) => {
      for (const to of recipients) {
        await t.deps.mailer.queue(trx, { to, subject: 'Race', text: 'Hi', html: '<p>Hi</p>' });
      }
    });
    // Both nodes woken together, several times: each claims rows with its own lease.
    for (let i = 0; i < 3; i++) {
      t.deps.mailer.wake();
      other.deps.mailer.wake();
    }
    await Promise.all([t.deps.mailer.flush(), other.deps.mailer.flush()]);
    await expect
      .poll(() => recipients.filter((to) => received(to).length > 0).length, { timeout: 10_000 })
      .toBe(recipients.length);
    await pause(500);
    for (const to of recipients) {
      expect(received(to), to).toHaveLength(1);
      expect(offers.get(to), to).toBe(1);
    }
    const sent = await t.deps.db
      .selectFrom('mail_outbox')
      .select(['status', 'attempts'])
      .where('recipient', 'in', recipients)
      .execute();
    expect(sent.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });
});
