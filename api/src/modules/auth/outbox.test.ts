import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BRAND_NAME } from '@app/domain';
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

describe('mail without SMTP_URL', () => {
  it('writes the reset e-mail to the outbox folder, link included', async () => {
    expect(t.deps.mailer.kind).toBe('outbox');
    const browser = browserClient(t.app, t.config.publicUrl);
    await browser.post('/api/auth/register', {
      email: 'local@example.com',
      password: 'local-dev-passphrase',
      firstName: 'Lou',
    });
    const res = await browser.post('/api/auth/forgot-password', { email: 'local@example.com' });
    expect(res.status).toBe(200);
    await t.deps.mailer.flush();
    const dir = t.config.mail.outboxDir;
    const files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const mail = parseMail(readFileSync(join(dir, files[0] ?? ''), 'utf8'));
    expect(mail.subject).toBe(`Reset your ${BRAND_NAME} password`);
    expect(mail.text).toContain(`${t.config.publicUrl}/reset-password?token=`);
  });
});
