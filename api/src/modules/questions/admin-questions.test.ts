import {
  ADMIN_LIST_CHUNK,
  type AdminQuestion,
  type QuestionStats,
  type TestResult,
} from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addQuestions,
  createPracticeContext,
  makePremium,
  type Student,
  signUp,
  signUpAdmin,
  trpcQuery,
} from '../../test/practice-fixtures';
import type { TestContext } from '../../test/test-deps';

let t: TestContext;
let admin: Student;
let student: Student;

const valid = {
  examTypeId: 7,
  category: 'Basic Nursing Skills',
  questionText: 'Which action best prevents the spread of infection between residents?',
  optionA: 'Wearing the same gloves between rooms',
  optionB: 'Washing hands before and after each resident contact',
  optionC: 'Opening windows in every room',
  optionD: 'Changing the bed linen once a week',
  correctAnswer: 'B',
  explanation:
    'Hand hygiene before and after every contact breaks the chain of infection. Reusing gloves carries germs from one resident to the next.',
  difficulty: 'easy',
};

beforeAll(async () => {
  t = await createPracticeContext();
  admin = await signUpAdmin(t);
  student = await signUp(t);
});
afterAll(async () => {
  await t?.close();
});

describe('who may manage questions', () => {
  it('answers 401 signed out and 403 to students and demo visitors, over REST and tRPC', async () => {
    const anonymous = await t.app.request('/api/questions');
    expect(anonymous.status).toBe(401);
    expect((await student.client.get('/api/questions')).status).toBe(403);
    const post = await student.client.post('/api/questions', valid);
    expect(post.status).toBe(403);
    expect(post.body.code).toBe('ADMIN_ONLY');
    expect((await student.client.get(trpcQuery('questions.stats'))).status).toBe(403);
    const demo = await signUp(t, 'demo');
    await t.deps.db
      .updateTable('users')
      .set({ is_demo: 1 })
      .where('id', '=', demo.user.id)
      .execute();
    expect((await demo.client.get('/api/admin/questions/stats')).status).toBe(403);
    const rows = await t.deps.db.selectFrom('questions').select('id').execute();
    expect(rows).toHaveLength(0);
  });
});

describe('adding a question (spec §7 POST /api/questions)', () => {
  it('creates it, lists it, counts it as added today and records who did it', async () => {
    const res = await admin.client.post('/api/questions', valid);
    expect(res.status).toBe(201);
    const created = res.body as AdminQuestion;
    expect(created).toMatchObject({ ...valid, isActive: true, replacesId: null });
    const list = await admin.client.get('/api/questions');
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('no-store');
    expect((list.body as AdminQuestion[]).map((q) => q.id)).toContain(created.id);
    const stats = (await admin.client.get('/api/admin/questions/stats')).body as QuestionStats;
    expect(stats).toMatchObject({ total: 1, examTypes: 1, categories: 1, addedToday: 1 });
    const audit = await t.deps.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', String(created.id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'question.create', actor_id: admin.user.id });
    expect(JSON.parse(audit[0]?.after ?? '{}').question_text).toBe(valid.questionText);
  });

  it('defaults the difficulty to medium and matches the category case-insensitively', async () => {
    const { difficulty: _, ...rest } = valid;
    const res = await admin.client.post('/api/questions', {
      ...rest,
      category: 'basic nursing skills',
      questionText: 'Which position helps a resident with shortness of breath?',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ difficulty: 'medium', category: 'Basic Nursing Skills' });
  });

  it('answers bad input with 400 and a message per field, and writes nothing', async () => {
    const before = await t.deps.db.selectFrom('questions').select('id').execute();
    const empty = await admin.client.post('/api/questions', {
      examTypeId: '7',
      category: '',
      questionText: '   ',
      correctAnswer: 'F',
    });
    expect(empty.status).toBe(400);
    const paths = (empty.body.issues as { path: string }[]).map((i) => i.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'category',
        'questionText',
        'optionA',
        'optionB',
        'optionC',
        'optionD',
        'correctAnswer',
        'explanation',
      ]),
    );
    expect(empty.body.message).toContain('Question text is required');
    const wrongCategory = await admin.client.post('/api/questions', { ...valid, category: 'Math' });
    expect(wrongCategory.status).toBe(400);
    expect(wrongCategory.body.message).toContain('Basic Nursing Skills');
    const wrongExam = await admin.client.post('/api/questions', { ...valid, examTypeId: 99 });
    expect(wrongExam.status).toBe(400);
    const extra = await admin.client.post('/api/questions', { ...valid, isActive: false });
    expect(extra.status).toBe(400);
    const after = await t.deps.db.selectFrom('questions').select('id').execute();
    expect(after).toHaveLength(before.length);
  });
});

describe('editing, retiring and restoring', () => {
  it('edits a question nobody was served in place', async () => {
    const created = (
      await admin.client.post('/api/questions', {
        ...valid,
        questionText: 'What should a nurse aide do first when a resident falls?',
      })
    ).body as AdminQuestion;
    const res = await admin.client.patch(`/api/questions/${created.id}`, { difficulty: 'hard' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: created.id, difficulty: 'hard', replacesId: null });
    expect((await admin.client.patch(`/api/questions/${created.id}`, {})).status).toBe(400);
    expect((await admin.client.patch('/api/questions/999999', { difficulty: 'easy' })).status).toBe(
      404,
    );
  });

  it('copies a question students answered, so their review keeps what they were shown', async () => {
    await addQuestions(t, 7, 5, { tag: 'Served' });
    const premium = await signUp(t, 'premium');
    await makePremium(t, premium.user.id, 7);
    const started = await premium.client.post('/api/test-sessions', { examTypeId: 7, count: 20 });
    expect(started.status).toBeLessThan(300);
    const sessionId = started.body.id as string;
    const ids = started.body.questionIds as number[];
    const served = ids[0] as number;
    const original = (await admin.client.get(`/api/admin/questions/${served}`))
      .body as AdminQuestion;
    const submit = await premium.client.patch(`/api/test-sessions/${sessionId}`, {
      answers: { [served]: original.correctAnswer },
    });
    expect(submit.status).toBe(200);

    const newKey = original.correctAnswer === 'A' ? 'C' : 'A';
    const edit = await admin.client.patch(`/api/questions/${served}`, {
      questionText: 'A clearer stem for the same idea?',
      correctAnswer: newKey,
    });
    expect(edit.status).toBe(200);
    const current = edit.body as AdminQuestion;
    expect(current.id).not.toBe(served);
    expect(current).toMatchObject({ replacesId: served, isActive: true, correctAnswer: newKey });
    const old = (await admin.client.get(`/api/admin/questions/${served}`)).body as AdminQuestion;
    expect(old).toMatchObject({ isActive: false, replacedById: current.id });
    expect(old.questionText).toBe(original.questionText);

    const result = await premium.client.get(trpcQuery('practice.result', { sessionId }));
    const review = (result.body.result.data as TestResult).review;
    const seen = review.find((r) => r.id === served);
    expect(seen).toMatchObject({
      questionText: original.questionText,
      correctAnswer: original.correctAnswer,
      userAnswer: original.correctAnswer,
      isCorrect: true,
    });
    // The old version cannot be edited or restored; the new one is what new tests get.
    expect(
      (await admin.client.patch(`/api/questions/${served}`, { difficulty: 'hard' })).status,
    ).toBe(409);
    expect((await admin.client.post(`/api/questions/${served}/restore`)).status).toBe(409);
    const audit = await t.deps.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('entity_id', '=', String(served))
      .where('action', '=', 'question.edit-copy')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.before ?? '{}').id).toBe(served);
    expect(JSON.parse(audit.after ?? '{}').id).toBe(current.id);
  });

  it('retires a question (never served again, still listed as retired) and restores it', async () => {
    const created = (
      await admin.client.post('/api/questions', {
        ...valid,
        category: 'Psychosocial Care',
        questionText: 'How should an aide respond to a resident who is grieving?',
      })
    ).body as AdminQuestion;
    const retired = await admin.client.post(`/api/questions/${created.id}/retire`);
    expect(retired.status).toBe(200);
    expect(retired.body.isActive).toBe(false);
    const pool = await t.deps.questionPool.forExam(7);
    expect(pool.map((p) => p.id)).not.toContain(created.id);
    const listed = (await admin.client.get('/api/questions?status=retired&examTypeId=7'))
      .body as AdminQuestion[];
    expect(listed.map((q) => q.id)).toContain(created.id);
    const restored = await admin.client.post(`/api/questions/${created.id}/restore`);
    expect(restored.body.isActive).toBe(true);
    expect((await t.deps.questionPool.forExam(7)).map((p) => p.id)).toContain(created.id);
    const actions = await t.deps.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', String(created.id))
      .orderBy('at')
      .execute();
    expect(actions.map((a) => a.action)).toEqual([
      'question.create',
      'question.retire',
      'question.restore',
    ]);
  });
});

describe('the admin list', () => {
  it('filters by exam, category, difficulty and text, pages, and counts the total', async () => {
    await addQuestions(t, 1, 3, { tag: 'Listed' });
    const page = await admin.client.get(
      `/api/admin/questions?examTypeId=1&category=Math&limit=2&offset=0`,
    );
    expect(page.status).toBe(200);
    expect(page.body.total).toBe(3);
    expect(page.body.questions).toHaveLength(2);
    const second = await admin.client.get(
      `/api/admin/questions?examTypeId=1&category=Math&limit=2&offset=2`,
    );
    expect(second.body.questions).toHaveLength(1);
    const hard = (await admin.client.get('/api/admin/questions?examTypeId=1&difficulty=hard')).body;
    expect(hard.questions.every((q: AdminQuestion) => q.difficulty === 'hard')).toBe(true);
    const search = (await admin.client.get('/api/admin/questions?q=listed%20ati-teas-7%20science'))
      .body;
    expect(search.total).toBe(3);
    // LIKE wildcards in the search are literal.
    expect((await admin.client.get('/api/admin/questions?q=%25')).body.total).toBe(0);
    const bad = await admin.client.get('/api/admin/questions?limit=1000&difficulty=extreme');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/Limit must be at most 100/);
  });
});

describe('all questions (spec §7 GET /api/questions, admin)', () => {
  it('answers every question without parameters, a page with limit, and the total either way', async () => {
    // More than one internal chunk (ADMIN_LIST_CHUNK) and more than a page.
    await addQuestions(t, 4, 250, { tag: 'all-list' });
    const total = Number(
      (await admin.client.get('/api/admin/questions?status=active&limit=1')).body.total,
    );
    expect(total).toBeGreaterThan(ADMIN_LIST_CHUNK);
    const all = await admin.client.get('/api/questions');
    expect(all.status).toBe(200);
    const ids = (all.body as AdminQuestion[]).map((q) => q.id);
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    expect(all.headers.get('x-total-count')).toBe(String(total));
    expect(all.headers.get('link')).toBeNull();

    const page = await admin.client.get('/api/questions?limit=10&offset=5&examTypeId=4');
    expect(page.status).toBe(200);
    expect(page.body).toHaveLength(10);
    expect(page.headers.get('x-total-count')).toBe(String(3 * 250));
    expect((page.body as AdminQuestion[]).every((q) => q.examTypeId === 4)).toBe(true);

    const filtered = await admin.client.get('/api/questions?examTypeId=4&category=Reading');
    expect(filtered.body).toHaveLength(250);
    expect(filtered.headers.get('x-total-count')).toBe('250');

    const bad = await admin.client.get('/api/questions?limit=0');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
  });
});
