import {
  examCalibrationSchema,
  examReadinessSchema,
  findExamScale,
  isoDateOf,
  REAL_SCORE_MESSAGES as M,
  realScoreSchema,
  toScale,
} from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  addQuestions,
  createPracticeContext,
  keysOf,
  type Student,
  signUpAdmin,
  signUpPremium,
  wrongLetter,
} from '../../test/practice-fixtures';
import type { TestContext } from '../../test/test-deps';

/**
 * Real scores after the exam and the admin's calibration table, on a real migrated database
 * (decision 0043): consent, the exam date, the scale, the estimate it is stored with.
 */
let t: TestContext;
const TEAS = 1;
const DAY = 24 * 60 * 60 * 1000;
let now = Date.parse('2026-05-04T15:00:00Z');
const teasScale = findExamScale(TEAS);
if (!teasScale) throw new Error('no TEAS scale');

beforeAll(async () => {
  t = await createPracticeContext({ TRUST_PROXY: 'true' });
  t.deps.clock.now = () => now;
  await addQuestions(t, TEAS, 10);
});
afterAll(async () => {
  await t?.close();
});

/** 24 answers, two in three right, then the readiness view (which stores the estimate). */
async function practise(s: Student) {
  const started = await s.client.post('/api/test-sessions', { examTypeId: TEAS, count: 24 });
  expect(started.status).toBe(201);
  const ids = started.body.questionIds as number[];
  const keys = await keysOf(t, ids);
  const answers = Object.fromEntries(
    ids.map((id, i) => [id, i % 3 === 0 ? wrongLetter(keys.get(id) as string) : keys.get(id)]),
  );
  expect((await s.client.patch(`/api/test-sessions/${started.body.id}`, { answers })).status).toBe(
    200,
  );
  const res = await s.client.get(`/api/readiness/${TEAS}`);
  return examReadinessSchema.parse(res.body);
}

const report = (s: Student, body: Record<string, unknown>) =>
  s.client.post(`/api/readiness/${TEAS}/real-score`, body);

describe('reporting a real score', () => {
  let student: Student;
  let scope = '';

  it('is refused before the exam date, without a date, and without consent (nothing stored)', async () => {
    student = await signUpPremium(t, TEAS, 'real');
    const readiness = await practise(student);
    scope = readiness.overall?.label ?? '';
    expect(readiness.overall?.estimate.kind).toBe('estimate');

    const noDate = await report(student, { scope, score: 70, consent: true });
    expect(noDate.status).toBe(400);
    expect(noDate.body).toMatchObject({ code: 'EXAM_NOT_TAKEN', message: M.noExamDate });

    const examDate = isoDateOf(now + 2 * DAY);
    const target = await student.client.patch(`/api/readiness/${TEAS}/target`, {
      examDate,
      target: 65,
    });
    expect(target.status).toBe(200);
    const early = await report(student, { scope, score: 70, consent: true });
    expect(early.status).toBe(400);
    expect(early.body).toMatchObject({ code: 'EXAM_NOT_TAKEN', message: M.examNotYet(examDate) });

    now += 2 * DAY; // the exam day
    const noConsent = await report(student, { scope, score: 70, consent: false });
    expect(noConsent.status).toBe(400);
    expect(noConsent.body).toMatchObject({ code: 'CONSENT_REQUIRED', message: M.consentRequired });
    expect(await t.deps.db.selectFrom('real_scores').selectAll().execute()).toHaveLength(0);
  });

  it('refuses a score off the exam’s scale and a form we had no estimate on', async () => {
    for (const score of [101, -1, 70.25]) {
      const res = await report(student, { scope, score, consent: true });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'SCORE_OUT_OF_RANGE' });
    }
    const res = await report(student, { scope: 'Science', score: 70, consent: true });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'NO_ESTIMATE_TO_COMPARE', message: M.noEstimate });
  });

  it('from the exam date on, stores it with the estimate we had shown and the target reached or not', async () => {
    const stored = await t.deps.db
      .selectFrom('readiness_estimates')
      .selectAll()
      .where('user_id', '=', student.user.id)
      .where('scope', '=', scope)
      .executeTakeFirstOrThrow();
    const res = await report(student, { scope, score: 72.5, consent: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const saved = realScoreSchema.parse(res.body);
    expect(saved).toMatchObject({ score: 72.5, mark: 65, reached: true, scope });
    expect(saved.predicted.score).toBeCloseTo(toScale(teasScale, stored.percent), 1);
    expect(saved.predicted.answers).toBe(stored.answers);
    expect(saved.predicted.estimatedAt).toBe(stored.computed_at);

    // Sent again: replaces it.
    expect((await report(student, { scope, score: 60, consent: true })).status).toBe(200);
    const mine = await student.client.get(`/api/readiness/${TEAS}/real-scores`);
    const list = z.array(realScoreSchema).parse(mine.body);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ score: 60, reached: false });
  });
});

describe('the calibration table', () => {
  it('is for administrators only, empty until a report, then counts reports per bin', async () => {
    const admin = await signUpAdmin(t, 'calib');
    const other = await signUpPremium(t, TEAS, 'nosy');
    expect((await other.client.get('/api/admin/readiness-calibration')).status).toBe(403);

    const res = await admin.client.get('/api/admin/readiness-calibration');
    expect(res.status).toBe(200);
    const tables = z.array(examCalibrationSchema).parse(res.body);
    const teas = tables.find((e) => e.examTypeId === TEAS);
    expect(teas?.reports).toBe(1);
    expect(teas?.bins).toHaveLength(1);
    const [bin] = teas?.bins ?? [];
    if (!bin) throw new Error('no bin');
    expect(bin).toMatchObject({ count: 1, meanReal: 60, withMark: 1, reached: 0 });
    expect(bin.meanPredicted).toBeGreaterThanOrEqual(bin.from);
    expect(bin.meanPredicted).toBeLessThan(bin.to);
    // Nothing that names a student.
    expect(JSON.stringify(res.body)).not.toContain(other.user.id);
  });

  it('answers an empty list when nobody has reported', async () => {
    await t.deps.db.deleteFrom('real_scores').execute();
    const admin = await signUpAdmin(t, 'calib2');
    const res = await admin.client.get('/api/admin/readiness-calibration');
    expect(res.body).toEqual([]);
  });
});
