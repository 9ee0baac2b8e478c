import { PRACTICE_MESSAGES } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addQuestions,
  createPracticeContext,
  signUpPremium,
  trpcQuery,
} from '../../test/practice-fixtures';
import type { TestContext } from '../../test/test-deps';

let t: TestContext;
const GED = 2;

beforeAll(async () => {
  t = await createPracticeContext();
  await addQuestions(t, GED, 5);
});
afterAll(async () => {
  await t?.close();
});

describe('practising the bookmarked questions', () => {
  it('serves exactly the active bookmarked questions of the exam, newest first', async () => {
    const { client } = await signUpPremium(t, GED, 'marks');
    const none = await client.post('/api/test-sessions', { examTypeId: GED, mode: 'bookmarks' });
    expect(none.status).toBe(409);
    expect(none.body.message).toBe(PRACTICE_MESSAGES.noBookmarks);

    const first = await client.post('/api/test-sessions', { examTypeId: GED, count: 10 });
    const ids = first.body.questionIds as number[];
    const [a, b, c] = ids as [number, number, number];
    for (const id of [a, b, c]) {
      const res = await client.post('/trpc/practice.bookmark', {
        questionId: id,
        bookmarked: true,
      });
      expect(res.status).toBe(200);
      // Distinct bookmark times, so the order is defined.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await client.patch(`/api/test-sessions/${first.body.id}`, { answers: {} });
    // A retired question stays bookmarked but is not served again.
    await t.deps.db.updateTable('questions').set({ is_active: 0 }).where('id', '=', b).execute();

    const list = await client.get(trpcQuery('practice.bookmarks', { examTypeId: GED }));
    expect(list.body.result.data.map((m: { questionId: number }) => m.questionId)).toEqual([
      c,
      b,
      a,
    ]);
    const run = await client.post('/api/test-sessions', { examTypeId: GED, mode: 'bookmarks' });
    expect(run.status).toBe(201);
    expect(run.body.mode).toBe('bookmarks');
    expect(run.body.questionIds).toEqual([c, a]);
    expect(run.body.durationSeconds).toBe(1500);
  });
});
