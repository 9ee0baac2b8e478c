import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ANSWER_LETTERS, DIFFICULTIES, findExamById } from '@app/domain';
import { isoAt } from '../lib/clock';
import { grantSubscription } from '../modules/subscriptions/service';
import { type BrowserClient, browserClient } from './browser-client';
import { createTestContext, type TestContext } from './test-deps';

/** A test context whose question bank is empty: each test adds the questions it needs. */
export function createPracticeContext(env: Record<string, string> = {}) {
  const emptyBank = mkdtempSync(join(tmpdir(), 'empty-bank-'));
  return createTestContext({ QUESTION_BANK_DIR: emptyBank, DEMO_ACCOUNT: 'off', ...env });
}

let userCount = 0;

export type Student = { client: BrowserClient; user: { id: string; isAdmin: boolean } };

/** Registers a student through the real endpoint and keeps the signed-in browser. */
export async function signUp(t: TestContext, name = 'student'): Promise<Student> {
  userCount++;
  const client = browserClient(t.app, t.config.publicUrl, { ip: `198.51.100.${userCount % 250}` });
  const email = `${name}-${userCount}-${Date.now()}@example.com`;
  const res = await client.post('/api/auth/register', {
    email,
    password: 'a-long-enough-password-42',
    firstName: 'Test',
    lastName: 'Student',
  });
  if (res.status >= 300)
    throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  const row = await t.deps.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return { client, user: { id: row.id, isAdmin: false } };
}

/** A signed-up account made an administrator (as an operator would, in the database). */
export async function signUpAdmin(t: TestContext, name = 'admin'): Promise<Student> {
  const admin = await signUp(t, name);
  await t.deps.db
    .updateTable('users')
    .set({ is_admin: 1 })
    .where('id', '=', admin.user.id)
    .execute();
  return { client: admin.client, user: { ...admin.user, isAdmin: true } };
}

/** A signed-up student with premium access to one exam. */
export async function signUpPremium(t: TestContext, examTypeId: number, name = 'premium') {
  const student = await signUp(t, name);
  await makePremium(t, student.user.id, examTypeId);
  return student;
}

/** A tRPC query path with its input, as the browser sends it. */
export const trpcQuery = (procedure: string, input?: unknown) =>
  `/trpc/${procedure}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`;

export function makePremium(t: TestContext, userId: string, examTypeId: number) {
  return grantSubscription(t.deps.db, userId, examTypeId, t.deps.clock.now());
}

/**
 * Adds `perCategory` synthetic questions to every category of an exam (or the given ones),
 * difficulties and keys in rotation. Returns the ids with their keys.
 */
export async function addQuestions(
  t: TestContext,
  examTypeId: number,
  perCategory: number,
  options: { categories?: string[]; tag?: string; topic?: string } = {},
) {
  const exam = findExamById(examTypeId);
  if (!exam) throw new Error(`no exam ${examTypeId}`);
  const categories = options.categories ?? exam.categories.map((c) => c.title);
  const now = isoAt(t.deps.clock.now());
  const rows = categories.flatMap((category, c) =>
    Array.from({ length: perCategory }, (_, i) => ({
      exam_type_id: examTypeId,
      category,
      question_text: `${options.tag ?? 'Q'} ${exam.slug} ${category} #${i + 1}: which letter is right?`,
      option_a: `Option A of ${i}`,
      option_b: `Option B of ${i}`,
      option_c: `Option C of ${i}`,
      option_d: `Option D of ${i}`,
      correct_answer: ANSWER_LETTERS[(i + c) % 4] as string,
      explanation: `The key is ${ANSWER_LETTERS[(i + c) % 4]}. The others are wrong.`,
      difficulty: DIFFICULTIES[i % 3] as string,
      topic: options.topic ?? null,
      seed_key: null,
      created_by: null,
      created_at: now,
      updated_at: now,
    })),
  );
  for (let i = 0; i < rows.length; i += 200) {
    await t.deps.db
      .insertInto('questions')
      .values(rows.slice(i, i + 200))
      .execute();
  }
  t.deps.questionPool.invalidate();
  const inserted = await t.deps.db
    .selectFrom('questions')
    .select(['id', 'category', 'correct_answer', 'difficulty'])
    .where('exam_type_id', '=', examTypeId)
    .execute();
  return new Map(inserted.map((q) => [q.id, q]));
}

/** The key of each question id (what a perfect student would answer). */
export async function keysOf(t: TestContext, ids: readonly number[]) {
  const rows = await t.deps.db
    .selectFrom('questions')
    .select(['id', 'correct_answer'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, r.correct_answer as 'A' | 'B' | 'C' | 'D']));
}

export const wrongLetter = (key: string) => (key === 'A' ? 'B' : 'A');
