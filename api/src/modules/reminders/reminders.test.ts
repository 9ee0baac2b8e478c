import { REMINDER_MESSAGES as M, reminderSettingsSchema } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addQuestions,
  createPracticeContext,
  type Student,
  signUp,
  signUpPremium,
} from '../../test/practice-fixtures';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink';
import type { TestContext } from '../../test/test-deps';
import { sendDueReminders } from './service';

/**
 * Study reminders on a real migrated database with the local SMTP server (decision 0043):
 * opted in → one e-mail a day, never two; opted out → none; the link (and RFC 8058's one-click
 * POST) turns them off signed out; a token we did not sign is a 400; the setting turns them on.
 */
let t: TestContext;
let smtp: SmtpSink;
const TEAS = 1;
const HOUR = 60 * 60 * 1000;
/** Wednesday 4 March 2026, noon UTC. */
const NOON = Date.parse('2026-03-04T12:00:00Z');
let now = NOON;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createPracticeContext({
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'http://localhost:3999',
    TRUST_PROXY: 'true',
  });
  t.deps.clock.now = () => now;
  await addQuestions(t, TEAS, 12);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const emailOf = async (s: Student) =>
  (
    await t.deps.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', s.user.id)
      .executeTakeFirstOrThrow()
  ).email;

async function run() {
  const counts = await sendDueReminders(t.deps);
  await t.deps.mailer.flush();
  return counts;
}

const mailsTo = (email: string) => smtp.messages.filter((m) => m.to.includes(email));

async function setReminders(s: Student, body: Record<string, unknown>) {
  const res = await s.client.request('PATCH', '/api/reminders', body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return reminderSettingsSchema.parse(res.body);
}

function stopLink(text: string): string {
  const link = /http:\/\/localhost:3999\/reminders\/unsubscribe\?token=([A-Za-z0-9_.%-]+)/.exec(
    text,
  );
  expect(link).not.toBeNull();
  return decodeURIComponent(link?.[1] ?? '');
}

describe('study reminders', () => {
  let student: Student;
  let email = '';
  let token = '';

  it('are off until the student turns them on, and an opted-out student gets none', async () => {
    student = await signUpPremium(t, TEAS, 'remind');
    email = await emailOf(student);
    const res = await student.client.get('/api/reminders');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ enabled: false, days: 'daily', timeZone: 'UTC' });
    const other = await signUpPremium(t, TEAS, 'never');
    await setReminders(other, { enabled: false, days: 'daily', timeZone: 'UTC' });
    await run();
    expect(mailsTo(email)).toHaveLength(0);
    expect(mailsTo(await emailOf(other))).toHaveLength(0);
  });

  it('sends an opted-in student one e-mail a day, not two, with today’s work and the links', async () => {
    const saved = await setReminders(student, { enabled: true, days: 'daily', timeZone: 'UTC' });
    expect(saved).toEqual({ enabled: true, days: 'daily', timeZone: 'UTC' });
    await run();
    await run();
    const [mail, ...more] = mailsTo(email);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe(M.subject);
    expect(mail?.text).toContain(M.intro);
    expect(mail?.text).toMatch(/^ATI TEAS 7: 10 questions on .+\.$/m);
    expect(mail?.text).toContain(`${M.openDashboard}: http://localhost:3999/`);
    expect(mail?.text).toContain(M.why('daily'));
    token = stopLink(mail?.text ?? '');
    const unfolded = (mail?.raw ?? '').replace(/\r?\n[ \t]+/g, ' ');
    expect(unfolded).toMatch(
      /^List-Unsubscribe: <http:\/\/localhost:3999\/reminders\/unsubscribe\?token=/m,
    );
    expect(unfolded).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);

    // Later the same day, and after turning them off and on again: still one.
    now = NOON + 6 * HOUR;
    await setReminders(student, { enabled: false, days: 'daily', timeZone: 'UTC' });
    await setReminders(student, { enabled: true, days: 'daily', timeZone: 'UTC' });
    await run();
    expect(mailsTo(email)).toHaveLength(1);

    // Before 8 am the next day nothing; from 8 am the day's one.
    now = NOON + 19 * HOUR; // 07:00
    await run();
    expect(mailsTo(email)).toHaveLength(1);
    now = NOON + 21 * HOUR; // 09:00
    await run();
    await run();
    expect(mailsTo(email)).toHaveLength(2);
  });

  it('sends on the chosen weekdays only, in the student’s time zone', async () => {
    const s = await signUpPremium(t, TEAS, 'weekdays');
    const address = await emailOf(s);
    now = Date.parse('2026-03-06T10:00:00Z'); // Friday; 19:00 in Tokyo
    await setReminders(s, { enabled: true, days: ['mon', 'thu'], timeZone: 'Asia/Tokyo' });
    await run();
    expect(mailsTo(address)).toHaveLength(0);
    now = Date.parse('2026-03-08T23:30:00Z'); // Monday 08:30 in Tokyo
    await run();
    expect(mailsTo(address)).toHaveLength(1);
    expect(mailsTo(address)[0]?.text).toContain(M.why(['mon', 'thu']));
  });

  it('never sends one twice when two runs (two nodes) take the same reminder at once', async () => {
    const s = await signUpPremium(t, TEAS, 'twice');
    const address = await emailOf(s);
    now = Date.parse('2026-03-10T09:00:00Z');
    await setReminders(s, { enabled: true, days: 'daily', timeZone: 'UTC' });
    await Promise.all([sendDueReminders(t.deps), sendDueReminders(t.deps)]);
    await t.deps.mailer.flush();
    expect(mailsTo(address)).toHaveLength(1);
  });

  it('stops with the e-mail’s link signed out, and the setting turns them back on', async () => {
    const signedOut = (await signUp(t, 'stranger')).client;
    const res = await signedOut.post('/api/reminders/unsubscribe', { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ message: M.unsubscribed });
    expect((await student.client.get('/api/reminders')).body).toMatchObject({ enabled: false });
    const before = mailsTo(email).length;
    now = Date.parse('2026-03-12T09:00:00Z');
    await run();
    expect(mailsTo(email)).toHaveLength(before);
    // Clicking it again is harmless.
    expect((await signedOut.post('/api/reminders/unsubscribe', { token })).status).toBe(200);

    await setReminders(student, { enabled: true, days: 'daily', timeZone: 'UTC' });
    await run();
    expect(mailsTo(email)).toHaveLength(before + 1);
  });

  it('takes RFC 8058’s one-click POST from a mail provider (no Origin, a form body)', async () => {
    const res = await t.app.request(`/reminders/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect((await student.client.get('/api/reminders')).body).toMatchObject({ enabled: false });
  });

  it('refuses a token we did not sign with a clear 400', async () => {
    const client = (await signUp(t, 'guess')).client;
    for (const bad of ['nope', `${token}x`, `${token.split('.')[0]}.AAAA`, 'a.b.c']) {
      const res = await client.post('/api/reminders/unsubscribe', { token: bad });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: M.linkInvalid });
    }
    // Another student's id with this student's signature.
    const other = await signUp(t, 'other');
    const forged = `${Buffer.from(other.user.id).toString('base64url')}.${token.split('.')[1]}`;
    expect((await client.post('/api/reminders/unsubscribe', { token: forged })).status).toBe(400);
    const oneClick = await t.app.request('/reminders/unsubscribe?token=nope', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(400);
  });

  it('refuses an unknown time zone and an empty list of days', async () => {
    const s = await signUp(t, 'zone');
    const zone = await s.client.request('PATCH', '/api/reminders', {
      enabled: true,
      days: 'daily',
      timeZone: 'Mars/Olympus',
    });
    expect(zone.status).toBe(400);
    expect(JSON.stringify(zone.body)).toContain(M.invalidTimeZone);
    const days = await s.client.request('PATCH', '/api/reminders', {
      enabled: true,
      days: [],
      timeZone: 'UTC',
    });
    expect(days.status).toBe(400);
    expect(JSON.stringify(days.body)).toContain(M.noDayChosen);
  });

  it('sends nothing to a student without a paid exam (no work to say), and asks for nothing', async () => {
    const s = await signUp(t, 'unpaid');
    const address = await emailOf(s);
    now = Date.parse('2026-03-13T09:00:00Z');
    await setReminders(s, { enabled: true, days: 'daily', timeZone: 'UTC' });
    await run();
    expect(mailsTo(address)).toHaveLength(0);
  });
});
