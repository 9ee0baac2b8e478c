import { DIFFICULTY_PRIOR_MEAN, type Difficulty, findExamScale, pCorrect } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addQuestions,
  createPracticeContext,
  keysOf,
  signUpPremium,
  trpcQuery,
  wrongLetter,
} from '../../test/practice-fixtures';
import { seeded } from '../../test/readiness-simulation';
import type { TestContext } from '../../test/test-deps';

/*
 * ACCUPLACER's computer-adaptive subtests (issue 25, decision 0040): the server chooses each
 * next item from the answers so far, shows only the items it has served, and refuses any move
 * off the item it served; each finished subtest gets a placement-style estimate on the
 * 200–300 scale.
 */

let t: TestContext;
const ACCUPLACER = 4;
const SUBTEST = 20;

beforeAll(async () => {
  t = await createPracticeContext();
  // 90 Arithmetic items: 30 easy, 30 medium, 30 hard (so that a student who answers every
  // item right, or wrong, still has five of the hardest, or easiest, to draw among at the end).
  await addQuestions(t, ACCUPLACER, 90, {
    categories: ['Mathematics'],
    topic: 'arithmetic',
    tag: 'arith',
  });
});
afterAll(async () => {
  await t?.close();
});

type View = {
  id: string;
  status: string;
  questionIds: number[];
  sections: { count: number; adaptive: boolean; navigation: string }[];
  simulation: { position: number; sectionIndex: number } | null;
};
type Client = Awaited<ReturnType<typeof signUpPremium>>['client'];

const codeOf = (res: { body: { error?: { data?: { appCode?: string } } } }) =>
  res.body.error?.data?.appCode;

async function labelsOf(ids: readonly number[]): Promise<Difficulty[]> {
  const rows = await t.deps.db
    .selectFrom('questions')
    .select(['id', 'difficulty'])
    .where('id', 'in', [...ids])
    .execute();
  const by = new Map(rows.map((r) => [r.id, r.difficulty as Difficulty]));
  return ids.map((id) => by.get(id) as Difficulty);
}

async function startArithmetic(name: string) {
  const { client } = await signUpPremium(t, ACCUPLACER, name);
  const res = await client.post('/api/test-sessions', {
    examTypeId: ACCUPLACER,
    mode: 'simulation',
    sections: ['Arithmetic'],
  });
  expect(res.status).toBe(201);
  return { client, view: res.body as View };
}

/**
 * Sits the whole subtest: on each served item the student answers with `respond` (given the
 * item's key), then moves on. Returns the items in the order served and the graded result.
 */
async function sit(
  client: Client,
  first: View,
  respond: (key: string, id: number, label: Difficulty) => string,
) {
  let view = first;
  const served: number[] = [];
  const keys = new Map<number, string>();
  while (view.status !== 'completed') {
    const position = view.simulation?.position ?? 0;
    const id = view.questionIds[position] as number;
    // The view shows the items served so far and none after the one on screen.
    expect(view.questionIds).toHaveLength(position + 1);
    served.push(id);
    if (!keys.has(id)) for (const [k, v] of await keysOf(t, [id])) keys.set(k, v);
    const [label] = await labelsOf([id]);
    const answer = respond(keys.get(id) as string, id, label as Difficulty);
    const saved = await client.post('/trpc/practice.answer', {
      sessionId: view.id,
      questionId: id,
      answer,
    });
    expect(saved.status).toBe(200);
    const moved = await client.post('/trpc/practice.advance', {
      sessionId: view.id,
      questionId: id,
    });
    expect(moved.status).toBe(200);
    view = moved.body.result.data as View;
  }
  const result = await client.get(trpcQuery('practice.result', { sessionId: first.id }));
  return { served, result: result.body.result.data };
}

describe('an adaptive ACCUPLACER subtest', () => {
  it('serves one item at a time, chosen by the server, and refuses any other item', async () => {
    const { client, view } = await startArithmetic('serve');
    expect(view.sections).toEqual([
      expect.objectContaining({ count: SUBTEST, adaptive: true, navigation: 'forward-only' }),
    ]);
    // Only the first item is shown, chosen where it tells most about an unknown student: medium.
    expect(view.questionIds).toHaveLength(1);
    expect(await labelsOf(view.questionIds)).toEqual(['medium']);
    const first = view.questionIds[0] as number;

    // An item of the subtest's next slots (held by the server, never shown) cannot be answered
    // or moved on from; nor can an item of the pool that is not in the test.
    const hidden = await t.deps.db
      .selectFrom('test_answers')
      .select(['question_id', 'position'])
      .where('session_id', '=', view.id)
      .where('position', '>', 0)
      .execute();
    expect(hidden).toHaveLength(SUBTEST - 1);
    const ahead = hidden[0]?.question_id as number;
    const early = await client.post('/trpc/practice.answer', {
      sessionId: view.id,
      questionId: ahead,
      answer: 'A',
    });
    expect(early.status).toBe(409);
    expect(codeOf(early)).toBe('ANSWER_REQUIRED');
    const skip = await client.post('/trpc/practice.advance', {
      sessionId: view.id,
      questionId: ahead,
    });
    expect(codeOf(skip)).toBe('ANSWER_REQUIRED');
    const inTest = new Set([first, ...hidden.map((h) => h.question_id)]);
    const outside = (
      await t.deps.db
        .selectFrom('questions')
        .select('id')
        .where('exam_type_id', '=', ACCUPLACER)
        .execute()
    ).find((q) => !inTest.has(q.id))?.id as number;
    const stranger = await client.post('/trpc/practice.answer', {
      sessionId: view.id,
      questionId: outside,
      answer: 'A',
    });
    expect(stranger.status).toBe(400);

    // The item on screen: answered, then the server moves on and shows the next one only.
    await client.post('/trpc/practice.answer', {
      sessionId: view.id,
      questionId: first,
      answer: 'A',
    });
    const moved = await client.post('/trpc/practice.advance', {
      sessionId: view.id,
      questionId: first,
    });
    const next = moved.body.result.data as View;
    expect(next.simulation?.position).toBe(1);
    expect(next.questionIds).toHaveLength(2);
    expect(next.questionIds[0]).toBe(first);
    const back = await client.post('/trpc/practice.answer', {
      sessionId: view.id,
      questionId: first,
      answer: 'B',
    });
    expect(codeOf(back)).toBe('NO_GOING_BACK');
    // The test still holds 20 distinct items, its rows where its list says.
    const rows = await t.deps.db
      .selectFrom('test_answers')
      .select(['question_id', 'position'])
      .where('session_id', '=', view.id)
      .orderBy('position')
      .execute();
    const session = await t.deps.db
      .selectFrom('test_sessions')
      .select('question_ids')
      .where('id', '=', view.id)
      .executeTakeFirstOrThrow();
    const list = JSON.parse(session.question_ids) as number[];
    expect(rows.map((r) => r.question_id)).toEqual(list);
    expect(new Set(list).size).toBe(SUBTEST);
    expect(list.slice(0, 2)).toEqual(next.questionIds);
  });

  it('gives harder items after right answers and easier ones after wrong answers', async () => {
    const right = await startArithmetic('right');
    const wrong = await startArithmetic('wrong');
    const allRight = await sit(right.client, right.view, (key) => key);
    const allWrong = await sit(wrong.client, wrong.view, (key) => wrongLetter(key));
    const rightLabels = await labelsOf(allRight.served);
    const wrongLabels = await labelsOf(allWrong.served);
    expect(rightLabels).toHaveLength(SUBTEST);
    // After a few answers the test has found each student's side: hard items for one, easy
    // items for the other, to the end.
    expect(rightLabels.slice(4)).toEqual(Array(SUBTEST - 4).fill('hard'));
    expect(wrongLabels.slice(4)).toEqual(Array(SUBTEST - 4).fill('easy'));
    // Two students of one level do not sit one identical form.
    const again = await startArithmetic('right-again');
    const alsoRight = await sit(again.client, again.view, (key) => key);
    expect(alsoRight.served).not.toEqual(allRight.served);
    // Every item answered right: the estimate sits at the top of the scale.
    const scale = findExamScale(ACCUPLACER);
    const top = allRight.result.sections[0].placement;
    const bottom = allWrong.result.sections[0].placement;
    expect(top.score).toBeGreaterThan(bottom.score);
    expect(top.score).toBeLessThanOrEqual(scale?.max ?? 0);
    expect(bottom.score).toBeGreaterThanOrEqual(scale?.min ?? 0);
  });

  it('ends a strong simulated student with a higher placement estimate than a weak one', async () => {
    const random = seeded(25);
    // Students answering by the Rasch model, the items as hard as their labels' priors.
    const student = (theta: number) => (key: string, _id: number, label: Difficulty) =>
      random() < pCorrect(theta, DIFFICULTY_PRIOR_MEAN[label]) ? key : wrongLetter(key);
    const strong = await startArithmetic('strong');
    const weak = await startArithmetic('weak');
    const s = (await sit(strong.client, strong.view, student(1.5))).result;
    const w = (await sit(weak.client, weak.view, student(-1.5))).result;
    const sp = s.sections[0];
    const wp = w.sections[0];
    expect(sp).toMatchObject({ adaptive: true, total: SUBTEST });
    expect(sp.placement).toMatchObject({ answers: SUBTEST, fromLabels: true });
    expect(sp.placement.score).toBeGreaterThan(wp.placement.score);
    // Each estimate lies in its own 80% range, on the 200–300 scale.
    for (const p of [sp.placement, wp.placement]) {
      expect(p.low).toBeLessThanOrEqual(p.score);
      expect(p.high).toBeGreaterThanOrEqual(p.score);
      expect(p.low).toBeGreaterThanOrEqual(200);
      expect(p.high).toBeLessThanOrEqual(300);
    }
  });

  it('gives no placement for a subtest left unfinished', async () => {
    const { client, view } = await startArithmetic('unfinished');
    const first = view.questionIds[0] as number;
    await client.post('/trpc/practice.answer', {
      sessionId: view.id,
      questionId: first,
      answer: 'A',
    });
    const done = await client.patch(`/api/test-sessions/${view.id}`, { answers: {} });
    expect(done.status).toBe(200);
    expect(done.body.sections[0]).toMatchObject({ adaptive: true, placement: null });
  });
});
