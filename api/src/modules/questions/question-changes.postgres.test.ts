import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserClient } from '../../test/browser-client';
import {
  addQuestions,
  createPracticeContext,
  type Student,
  signUpAdmin,
  signUpPremium,
} from '../../test/practice-fixtures';
import { customQuiz, firstCategory, importQuestions, until } from '../../test/question-bank-admin';
import { createTestContext, type TestContext } from '../../test/test-deps';

/*
 * Issue 22, item 16: a question retired on node A was served by node B for 60 s (the pool's
 * TTL): a custom quiz on B returned 10 retired questions. Edits, retirements and imports now
 * reach B over the nodes' change bus (decision 0014) within a second.
 */
const TEAS = 1;
const category = firstCategory(TEAS);
let a: TestContext;
let b: TestContext;
let admin: Student;
/** The same student, each request sent to node B. */
let onB: Student['client'];

beforeAll(async () => {
  a = await createPracticeContext();
  b = await createTestContext(
    { QUESTION_BANK_DIR: a.config.questionBankDir, DEMO_ACCOUNT: 'off' },
    { database: a.database },
  );
  await addQuestions(a, TEAS, 30, { categories: [category] });
  admin = await signUpAdmin(a);
  const student = await signUpPremium(a, TEAS);
  onB = browserClient(b.app, b.config.publicUrl);
  for (const [name, value] of student.client.jar) onB.jar.set(name, value);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const poolOfB = async () => new Set((await b.deps.questionPool.forExam(TEAS)).map((e) => e.id));

/** How long until B's pool shows `check` (a second at most, or the test fails). */
const onBWithinASecond = (check: (pool: Set<number>) => boolean) =>
  until(async () => check(await poolOfB()), 1000);

describe('question changes between two nodes', () => {
  it('a retirement on A leaves quizzes on B within a second', async () => {
    const first = await customQuiz(onB, TEAS, category);
    expect(first).toHaveLength(30);
    const retired = first.slice(0, 10);
    for (const id of retired) {
      expect((await admin.client.post(`/api/questions/${id}/retire`)).status).toBe(200);
    }
    expect(await onBWithinASecond((pool) => retired.every((id) => !pool.has(id)))).toBeLessThan(
      1000,
    );
    const quiz = await customQuiz(onB, TEAS, category);
    expect(quiz).toHaveLength(20);
    expect(quiz.filter((id) => retired.includes(id))).toEqual([]);

    // Restored on A: back in B's quizzes.
    expect((await admin.client.post(`/api/questions/${retired[0]}/restore`)).status).toBe(200);
    await onBWithinASecond((pool) => pool.has(retired[0] as number));
    expect(await customQuiz(onB, TEAS, category)).toContain(retired[0]);
  });

  it('an import and an edit on A reach quizzes on B within a second', async () => {
    const before = await poolOfB();
    const stems = ['Two nodes: 2 + 2?', 'Two nodes: 3 + 3?', 'Two nodes: 4 + 4?'];
    expect(await importQuestions(a, admin.client, TEAS, category, stems)).toBe(201);
    await onBWithinASecond((pool) => pool.size === before.size + stems.length);

    const edited = [...before][0] as number;
    const edit = await admin.client.patch(`/api/questions/${edited}`, {
      questionText: 'Two nodes: a clearer stem?',
    });
    expect(edit.status).toBe(200);
    // Served before, so the edit is a new version (decision 0011): B serves that one now.
    expect(edit.body.id).not.toBe(edited);
    await onBWithinASecond((pool) => pool.has(edit.body.id) && !pool.has(edited));
    const quiz = await customQuiz(onB, TEAS, category);
    expect(quiz).toContain(edit.body.id);
    expect(quiz).not.toContain(edited);
    expect(quiz).toHaveLength(before.size + stems.length);
  });
});
