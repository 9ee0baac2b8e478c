import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createQuestionPool } from '../modules/questions/pool';
import { browserClient } from '../test/browser-client';
import {
  addQuestions,
  createPracticeContext,
  keysOf,
  makePremium,
  signUp,
  wrongLetter,
} from '../test/practice-fixtures';
import type { TestContext } from '../test/test-deps';
import type { Database } from './schema';

/**
 * Every statement the practice engine and the dashboard run must find its rows through an
 * index: this records the SQL of a full student journey and asks SQLite for each plan.
 */
let t: TestContext;
let raw: SqliteDatabase.Database;
let logged: Kysely<Database>;
const statements = new Map<string, readonly unknown[]>();

beforeAll(async () => {
  t = await createPracticeContext();
  await addQuestions(t, 1, 30);
  await addQuestions(t, 3, 10);
  if (t.config.database.kind !== 'sqlite') throw new Error('query plans are checked on SQLite');
  raw = new SqliteDatabase(t.config.database.path);
  logged = new Kysely<Database>({
    dialect: new SqliteDialect({ database: new SqliteDatabase(t.config.database.path) }),
    log: (event) => {
      if (event.level === 'query') statements.set(event.query.sql, event.query.parameters);
    },
  });
});
afterAll(async () => {
  await logged?.destroy();
  raw?.close();
  await t?.close();
});

const q = (procedure: string, input?: unknown) =>
  `/trpc/${procedure}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`;

describe('query plans of the engine and the dashboard (SQLite)', () => {
  it('use an index for every read, update and delete', async () => {
    const { user } = await signUp(t, 'plans');
    await makePremium(t, user.id, 1);
    // The same account, driven through an app whose database logs every statement.
    const app = createApp({ ...t.deps, db: logged, questionPool: createQuestionPool(logged) });
    const session = browserClient(app, t.config.publicUrl, { ip: '203.0.113.9' });
    const signIn = await session.post('/api/auth/login', {
      email: (
        await t.deps.db
          .selectFrom('users')
          .select('email')
          .where('id', '=', user.id)
          .executeTakeFirstOrThrow()
      ).email,
      password: 'a-long-enough-password-42',
      firstName: '',
      lastName: '',
    });
    expect(signIn.status).toBe(200);
    statements.clear();

    // Premium: timed test, answer, flag, bookmark, resume, submit; tutor; review; custom.
    const start = await session.post('/api/test-sessions', { examTypeId: 1 });
    const ids = start.body.questionIds as number[];
    const keys = await keysOf(t, ids);
    await session.post('/trpc/practice.answer', {
      sessionId: start.body.id,
      questionId: ids[0],
      answer: wrongLetter(keys.get(ids[0] as number) as string),
    });
    await session.post('/trpc/practice.flag', {
      sessionId: start.body.id,
      questionId: ids[1],
      flagged: true,
    });
    await session.post('/trpc/practice.bookmark', { questionId: ids[1], bookmarked: true });
    await session.get(q('practice.current', { examTypeId: 1 }));
    await session.get(`/api/questions/1`);
    await session.patch(`/api/test-sessions/${start.body.id}`, {
      answers: { [ids[2] as number]: keys.get(ids[2] as number) },
    });
    await session.get(q('practice.result', { sessionId: start.body.id }));
    const tutor = await session.post('/api/test-sessions', {
      examTypeId: 1,
      mode: 'tutor',
      count: 3,
    });
    await session.post('/trpc/practice.answer', {
      sessionId: tutor.body.id,
      questionId: tutor.body.questionIds[0],
      answer: 'A',
    });
    await session.patch(`/api/test-sessions/${tutor.body.id}`, { answers: {} });
    await session.post('/api/test-sessions', {
      examTypeId: 1,
      mode: 'custom',
      categories: ['Math'],
      difficulty: 'easy',
      count: 3,
    });
    await session.post('/api/test-sessions', {
      examTypeId: 1,
      mode: 'simulation',
      sections: ['Math'],
      restart: true,
    });
    await session.post('/api/test-sessions', { examTypeId: 1, mode: 'review', restart: true });
    // Free exam: the quota.
    const free = await session.post('/api/test-sessions', { examTypeId: 3 });
    await session.patch(`/api/test-sessions/${free.body.id}`, { answers: {} });
    await session.post('/api/test-sessions', { examTypeId: 3 });
    // The dashboard's reads.
    for (const path of [
      '/api/user-progress',
      '/api/test-sessions',
      '/api/subscription-status',
      '/api/user-subscriptions',
      q('progress.access'),
      q('progress.history', { examTypeId: 1 }),
      q('practice.list', { limit: 5 }),
      q('practice.bookmarks', {}),
    ]) {
      expect((await session.get(path)).status, path).toBe(200);
    }

    const fullScans: string[] = [];
    let checked = 0;
    for (const [sql, parameters] of statements) {
      if (!/^\s*(select|update|delete)/i.test(sql)) continue;
      checked++;
      const plan = raw.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...(parameters as unknown[])) as {
        detail: string;
      }[];
      for (const { detail } of plan) {
        // SEARCH … USING (COVERING) INDEX / PRIMARY KEY is a lookup; SCAN is a full pass —
        // except over a statement's own JSON parameter (json_each: the rows it was given).
        if (/^SCAN /.test(detail) && !/^SCAN (CONSTANT ROW|json_each VIRTUAL TABLE)/.test(detail)) {
          fullScans.push(`${detail}\n    in: ${sql}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(20);
    expect(fullScans).toEqual([]);
  });
});
