import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addQuestions,
  createPracticeContext,
  type Student,
  signUpAdmin,
  signUpPremium,
} from '../../test/practice-fixtures';
import { customQuiz, firstCategory, importQuestions } from '../../test/question-bank-admin';
import type { TestContext } from '../../test/test-deps';

/*
 * Issue 22, item 16, on one node (SQLite, and PostgreSQL in the api-postgres project): what an
 * administrator changes in the bank is what the next quiz draws from, at once. Two nodes:
 * question-changes.postgres.test.ts.
 */
const TEAS = 1;
const category = firstCategory(TEAS);
let t: TestContext;
let admin: Student;
let student: Student;

beforeAll(async () => {
  t = await createPracticeContext();
  await addQuestions(t, TEAS, 30, { categories: [category] });
  admin = await signUpAdmin(t);
  student = await signUpPremium(t, TEAS);
});
afterAll(async () => {
  await t?.close();
});

describe('question changes on one node', () => {
  it('a retired question leaves the next quiz, an imported or edited one enters it', async () => {
    const first = await customQuiz(student.client, TEAS, category);
    expect(first).toHaveLength(30);

    const retired = first.slice(0, 10);
    for (const id of retired) {
      expect((await admin.client.post(`/api/questions/${id}/retire`)).status).toBe(200);
    }
    const after = await customQuiz(student.client, TEAS, category);
    expect(after).toHaveLength(20);
    expect(after.filter((id) => retired.includes(id))).toEqual([]);

    expect(await importQuestions(t, admin.client, TEAS, category, ['One node: 1 + 1?'])).toBe(201);
    const edited = after[0] as number;
    const edit = await admin.client.patch(`/api/questions/${edited}`, {
      questionText: 'One node: a clearer stem?',
    });
    expect(edit.status).toBe(200);
    const next = await customQuiz(student.client, TEAS, category);
    expect(next).toHaveLength(21);
    expect(next).toContain(edit.body.id);
    expect(next).not.toContain(edited);
  });
});
