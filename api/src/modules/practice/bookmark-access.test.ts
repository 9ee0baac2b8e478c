import { BOOKMARKS_MAX_PER_STUDENT, PRACTICE_MESSAGES, RATE_LIMITS } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoAt } from '../../lib/clock';
import {
  addQuestions,
  createPracticeContext,
  signUp,
  signUpAdmin,
  signUpPremium,
  trpcQuery,
} from '../../test/practice-fixtures';
import type { TestContext } from '../../test/test-deps';

let t: TestContext;
const GED = 2;
const HESI = 3;
let hesiIds: number[];

beforeAll(async () => {
  t = await createPracticeContext();
  await addQuestions(t, GED, 45);
  hesiIds = [...(await addQuestions(t, HESI, 4)).keys()];
});
afterAll(async () => {
  await t?.close();
});

const bookmark = (client: Awaited<ReturnType<typeof signUp>>['client'], questionId: number) =>
  client.post('/trpc/practice.bookmark', { questionId, bookmarked: true });

async function bookmarkList(client: Awaited<ReturnType<typeof signUp>>['client']) {
  const res = await client.get(trpcQuery('practice.bookmarks', {}));
  expect(res.status).toBe(200);
  return res.body.result.data as { questionId: number; questionText: string }[];
}

describe('a question id a student sends is one they were served', () => {
  it('a free student never served a HESI question can neither bookmark it nor read it by any procedure', async () => {
    const { client, user } = await signUp(t, 'free');
    const ged = await client.post('/api/test-sessions', { examTypeId: GED });
    expect(ged.status).toBe(201);
    const hesi = hesiIds[0] as number;
    const stem = (
      await t.deps.db
        .selectFrom('questions')
        .select('question_text')
        .where('id', '=', hesi)
        .executeTakeFirstOrThrow()
    ).question_text;

    const marked = await bookmark(client, hesi);
    expect(marked.status).toBe(404);
    expect(marked.body.error.data.appCode).toBe('NOT_FOUND');
    expect(marked.body.error.message).toBe(PRACTICE_MESSAGES.bookmarkNotServed);
    // The same answer as for an id that does not exist: nothing tells the two apart.
    const missing = await bookmark(client, 9_999_999);
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe(PRACTICE_MESSAGES.bookmarkNotServed);

    // Every other way in that takes a question id refuses it too, and none shows the stem.
    const session = ged.body.id as string;
    const answers = [
      await client.post('/trpc/practice.answer', {
        sessionId: session,
        questionId: hesi,
        answer: 'A',
      }),
      await client.post('/trpc/practice.flag', {
        sessionId: session,
        questionId: hesi,
        flagged: true,
      }),
      await client.post('/api/question-reports', { questionId: hesi, reason: 'typo' }),
      await client.patch(`/api/test-sessions/${session}`, { answers: { [hesi]: 'A' } }),
    ];
    for (const res of answers) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(JSON.stringify(res.body)).not.toContain(stem);
    }
    expect(await bookmarkList(client)).toEqual([]);

    // A bookmark written before this check existed is not read back either.
    await t.deps.db
      .insertInto('bookmarks')
      .values({
        user_id: user.id,
        question_id: hesi,
        exam_type_id: HESI,
        created_at: isoAt(t.deps.clock.now()),
      })
      .execute();
    const list = await bookmarkList(client);
    expect(list.map((m) => m.questionId)).not.toContain(hesi);
    expect(JSON.stringify(list)).not.toContain(stem);
    expect(
      (await client.get(trpcQuery('practice.bookmarks', { examTypeId: HESI }))).body.result.data,
    ).toEqual([]);

    // The questions of its own free test it may bookmark and read back.
    const own = ged.body.questionIds[0] as number;
    expect((await bookmark(client, own)).status).toBe(200);
    expect((await bookmarkList(client)).map((m) => m.questionId)).toEqual([own]);
  });

  it('lets an administrator, who sees every question in the admin panel, bookmark any question', async () => {
    const { client } = await signUpAdmin(t, 'bookmark-admin');
    const res = await bookmark(client, hesiIds[0] as number);
    expect(res.status).toBe(200);
    expect((await bookmarkList(client)).map((b) => b.questionId)).toContain(hesiIds[0]);
  });

  it('lets a premium student of the exam bookmark any of its questions (premium gives full access)', async () => {
    const { client } = await signUpPremium(t, HESI, 'bookmark-premium');
    const res = await bookmark(client, hesiIds[1] as number);
    expect(res.status).toBe(200);
    expect((await bookmarkList(client)).map((b) => b.questionId)).toContain(hesiIds[1]);
  });

  it(`caps a student's bookmarks at ${BOOKMARKS_MAX_PER_STUDENT} with a 409 and a code`, async () => {
    const { client, user } = await signUpPremium(t, GED, 'collector');
    const test = await client.post('/api/test-sessions', { examTypeId: GED, count: 5 });
    const [first, second] = test.body.questionIds as [number, number];
    // Bookmarks up to one short of the cap, on questions it was served earlier.
    const others = await t.deps.db
      .selectFrom('questions')
      .select('id')
      .where('exam_type_id', '=', GED)
      .where('id', 'not in', test.body.questionIds)
      .limit(BOOKMARKS_MAX_PER_STUDENT - 1)
      .execute();
    expect(others).toHaveLength(BOOKMARKS_MAX_PER_STUDENT - 1);
    await t.deps.db
      .insertInto('bookmarks')
      .values(
        others.map((q) => ({
          user_id: user.id,
          question_id: q.id,
          exam_type_id: GED,
          created_at: isoAt(t.deps.clock.now()),
        })),
      )
      .execute();
    expect((await bookmark(client, first)).status).toBe(200);
    // Bookmarking one already bookmarked is still fine (nothing new is kept).
    expect((await bookmark(client, first)).status).toBe(200);
    const full = await bookmark(client, second);
    expect(full.status).toBe(409);
    expect(full.body.error.data.appCode).toBe('BOOKMARK_LIMIT_REACHED');
    expect(full.body.error.message).toBe(PRACTICE_MESSAGES.bookmarkLimitReached);
    const count = await t.deps.db
      .selectFrom('bookmarks')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(BOOKMARKS_MAX_PER_STUDENT);
    // Removing one makes room again.
    await client.post('/trpc/practice.bookmark', { questionId: first, bookmarked: false });
    expect((await bookmark(client, second)).status).toBe(200);
  });

  it('rate-limits bookmark writes with a 429, a code and Retry-After', async () => {
    const { client } = await signUpPremium(t, GED, 'toggler');
    const test = await client.post('/api/test-sessions', { examTypeId: GED, count: 5 });
    const id = test.body.questionIds[0] as number;
    const { max } = RATE_LIMITS.bookmarkWritesPerUser;
    for (let i = 0; i < max; i++) {
      const res = await client.post('/trpc/practice.bookmark', {
        questionId: id,
        bookmarked: i % 2 === 0,
      });
      expect(res.status).toBe(200);
    }
    const over = await bookmark(client, id);
    expect(over.status).toBe(429);
    expect(over.body.error.data.appCode).toBe('RATE_LIMITED');
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
