import type { ReportGroup } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addQuestions,
  createPracticeContext,
  makePremium,
  type Student,
  signUp,
  signUpAdmin,
} from '../../test/practice-fixtures';
import type { TestContext } from '../../test/test-deps';

let t: TestContext;
let admin: Student;
let alice: Student;
let bob: Student;
let served: number;
let unseen: number;

beforeAll(async () => {
  t = await createPracticeContext();
  admin = await signUpAdmin(t);
  alice = await signUp(t, 'alice');
  bob = await signUp(t, 'bob');
  await addQuestions(t, 7, 5);
  for (const s of [alice, bob]) {
    await makePremium(t, s.user.id, 7);
    const started = await s.client.post('/api/test-sessions', { examTypeId: 7, count: 10 });
    expect(started.status).toBeLessThan(300);
    served = started.body.questionIds[0];
  }
  // Both were served the whole bank's first ten? Not necessarily: pick one both saw.
  const seenBoth = await t.deps.db
    .selectFrom('test_answers')
    .select('question_id')
    .where('user_id', 'in', [alice.user.id, bob.user.id])
    .groupBy('question_id')
    .having((eb) => eb.fn.countAll(), '=', 2)
    .executeTakeFirstOrThrow();
  served = seenBoth.question_id;
  const seenByAlice = await t.deps.db
    .selectFrom('test_answers')
    .select('question_id')
    .where('user_id', '=', alice.user.id)
    .execute();
  const all = await t.deps.db.selectFrom('questions').select('id').execute();
  unseen = all
    .map((r) => r.id)
    .find((id) => !seenByAlice.some((s) => s.question_id === id)) as number;
});
afterAll(async () => {
  await t?.close();
});

describe("'Report a problem with this question'", () => {
  it('takes a report on a question the student was served, once while it is open', async () => {
    const res = await alice.client.post('/api/question-reports', {
      questionId: served,
      reason: 'wrong_key',
      details: 'I think C is right: the stem says "first".',
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Thank you. We will check this question.');
    const again = await alice.client.post('/api/question-reports', {
      questionId: served,
      reason: 'typo',
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      'You have already reported this question. We will look at it soon.',
    );
    const bobs = await bob.client.post('/api/question-reports', {
      questionId: served,
      reason: 'unclear',
    });
    expect(bobs.status).toBe(201);
  });

  it('refuses a question the student never saw, a bad reason and over-long details', async () => {
    const notSeen = await alice.client.post('/api/question-reports', {
      questionId: unseen,
      reason: 'other',
    });
    expect(notSeen.status).toBe(404);
    const badReason = await alice.client.post('/api/question-reports', {
      questionId: served,
      reason: 'boring',
    });
    expect(badReason.status).toBe(400);
    const long = await alice.client.post('/api/question-reports', {
      questionId: served,
      reason: 'other',
      details: 'x'.repeat(1001),
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toContain('at most 1000 characters');
    expect((await t.app.request('/api/question-reports', { method: 'POST' })).status).toBe(403);
  });
});

describe('the admin queue', () => {
  it('groups open reports by question with counts, and resolves them with a note', async () => {
    expect((await alice.client.get('/api/admin/question-reports')).status).toBe(403);
    const queue = await admin.client.get('/api/admin/question-reports');
    expect(queue.status).toBe(200);
    const [group] = queue.body as ReportGroup[];
    expect(group).toMatchObject({
      open: 2,
      reasons: { wrong_key: 1, unclear: 1 },
      question: { id: served },
    });
    expect(group?.reports.map((r) => r.studentEmail).sort()).toEqual(
      [alice, bob].map(() => expect.stringContaining('@example.com')),
    );
    const emptyNote = await admin.client.post(`/api/admin/question-reports/${served}`, {
      decision: 'resolved',
      note: '  ',
    });
    expect(emptyNote.status).toBe(400);
    const done = await admin.client.post(`/api/admin/question-reports/${served}`, {
      decision: 'resolved',
      note: 'Key checked: B is right; explanation reworded.',
    });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ handled: 2 });
    expect((await admin.client.get('/api/admin/question-reports')).body).toEqual([]);
    const handled = (await admin.client.get('/api/admin/question-reports?status=handled'))
      .body as ReportGroup[];
    expect(handled[0]?.reports[0]).toMatchObject({
      status: 'resolved',
      resolutionNote: 'Key checked: B is right; explanation reworded.',
    });
    const twice = await admin.client.post(`/api/admin/question-reports/${served}`, {
      decision: 'dismissed',
      note: 'again',
    });
    expect(twice.status).toBe(404);
    const audit = await t.deps.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id', 'actor_id'])
      .where('action', '=', 'report.resolve')
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({
      action: 'report.resolve',
      entity_id: String(served),
      actor_id: admin.user.id,
    });
    // Once handled, the student may report the question again.
    const newReport = await alice.client.post('/api/question-reports', {
      questionId: served,
      reason: 'typo',
    });
    expect(newReport.status).toBe(201);
  });
});
