import { INTRO_LIMIT_MINUTES, sessionDurationSeconds } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addQuestions,
  createPracticeContext,
  keysOf,
  signUpPremium,
  trpcQuery,
} from '../../test/practice-fixtures';
import type { TestContext } from '../../test/test-deps';

/*
 * Exam-day rules (issue 25), enforced by the server: sections lock when closed or when their
 * clock ends, breaks sit between them, ACCUPLACER goes forward only and every item must be
 * answered, unscored items count in no score, extended time scales every clock.
 */

let t: TestContext;
const TEAS = 1;
const GED = 2;
const ACCUPLACER = 4;
const MIN = 60_000;

beforeAll(async () => {
  t = await createPracticeContext();
  await addQuestions(t, TEAS, 55);
  await addQuestions(t, GED, 50, { categories: ['Math'] });
  await addQuestions(t, GED, 6, { categories: ['Math'], subarea: 'no-calculator', tag: 'nocalc' });
  for (const topic of ['arithmetic', 'quantitative-reasoning-algebra-statistics']) {
    await addQuestions(t, ACCUPLACER, 22, { categories: ['Mathematics'], topic, tag: topic });
  }
  await addQuestions(t, ACCUPLACER, 25, { categories: ['Reading', 'Writing'] });
});
afterAll(async () => {
  await t?.close();
});

/** Moves the server's clock forward for the rest of a test (restored by `restore`). */
function later(minutes: number) {
  const base = t.deps.clock.now;
  const shifted = base();
  const offset = minutes * MIN;
  t.deps.clock.now = () => base() + offset;
  return () => {
    t.deps.clock.now = base;
    return shifted;
  };
}

type Section = { label: string; start: number; count: number; minutes: number | null };

async function startTeas(name: string) {
  const { client } = await signUpPremium(t, TEAS, name);
  const res = await client.post('/api/test-sessions', { examTypeId: TEAS, mode: 'simulation' });
  expect(res.status).toBe(201);
  const ids = res.body.questionIds as number[];
  const sections = res.body.sections as Section[];
  const idIn = (section: number, i = 0) => ids[(sections[section]?.start ?? 0) + i] as number;
  return { client, id: res.body.id as string, ids, sections, idIn };
}

const answer = (
  client: Awaited<ReturnType<typeof startTeas>>['client'],
  sessionId: string,
  questionId: number,
  letter = 'A',
) => client.post('/trpc/practice.answer', { sessionId, questionId, answer: letter });

const codeOf = (res: { body: { error?: { data?: { appCode?: string } } } }) =>
  res.body.error?.data?.appCode;

/** The student leaves the open section's intro: its clock starts. */
const begin = (
  client: Awaited<ReturnType<typeof startTeas>>['client'],
  sessionId: string,
  sectionIndex: number,
) => client.post('/trpc/practice.startSection', { sessionId, sectionIndex });

describe('a TEAS simulation, section by section', () => {
  it('locks a closed section, refuses the next ones until they open, and refuses closing twice', async () => {
    const { client, id, idIn } = await startTeas('lock');
    expect((await begin(client, id, 0)).status).toBe(200);
    expect((await answer(client, id, idIn(0))).status).toBe(200);
    const later1 = await answer(client, id, idIn(1));
    expect(later1.status).toBe(409);
    expect(codeOf(later1)).toBe('SECTION_NOT_OPEN');

    const closed = await client.post('/trpc/practice.closeSection', {
      sessionId: id,
      sectionIndex: 0,
    });
    expect(closed.status).toBe(200);
    // Math opens on its intro: its 57 minutes have not started.
    expect(closed.body.result.data.simulation).toMatchObject({
      sectionIndex: 1,
      sectionRemainingSeconds: null,
      introRemainingSeconds: INTRO_LIMIT_MINUTES * 60,
    });
    const back = await answer(client, id, idIn(0), 'B');
    expect(back.status).toBe(409);
    expect(codeOf(back)).toBe('SECTION_CLOSED');
    const flag = await client.post('/trpc/practice.flag', {
      sessionId: id,
      questionId: idIn(0, 1),
      flagged: true,
    });
    expect(codeOf(flag)).toBe('SECTION_CLOSED');
    const again = await client.post('/trpc/practice.closeSection', {
      sessionId: id,
      sectionIndex: 0,
    });
    expect(again.status).toBe(409);
    expect(codeOf(again)).toBe('SECTION_CLOSED');
    // The answer given before the section closed is kept.
    const view = await client.get(trpcQuery('practice.get', { sessionId: id }));
    expect(view.body.result.data.answers[String(idIn(0))]).toBe('A');
  });

  it('puts the 10-minute break after Math: nothing can be answered on it, and it can end early', async () => {
    const { client, id, idIn } = await startTeas('break');
    await client.post('/trpc/practice.closeSection', { sessionId: id, sectionIndex: 0 });
    const onBreak = await client.post('/trpc/practice.closeSection', {
      sessionId: id,
      sectionIndex: 1,
    });
    expect(onBreak.body.result.data.simulation).toMatchObject({
      sectionIndex: 2,
      onBreak: true,
      breakRemainingSeconds: 10 * 60,
      sectionDeadlineAt: null,
    });
    const during = await answer(client, id, idIn(2));
    expect(codeOf(during)).toBe('ON_BREAK');
    const ended = await client.post('/trpc/practice.endBreak', { sessionId: id });
    expect(ended.body.result.data.simulation).toMatchObject({
      sectionIndex: 2,
      onBreak: false,
      sectionRemainingSeconds: null,
      introRemainingSeconds: INTRO_LIMIT_MINUTES * 60,
    });
    expect(codeOf(await answer(client, id, idIn(2)))).toBe('SECTION_NOT_STARTED');
    const started = await begin(client, id, 2);
    expect(started.body.result.data.simulation).toMatchObject({
      sectionRemainingSeconds: 60 * 60,
      introEndsAt: null,
    });
    expect((await answer(client, id, idIn(2))).status).toBe(200);
    const noBreak = await client.post('/trpc/practice.endBreak', { sessionId: id });
    expect(codeOf(noBreak)).toBe('NOT_ON_BREAK');
  });

  it('closes a section when its clock ends: a late answer is refused, the next clock started then', async () => {
    const { client, id, idIn } = await startTeas('clock');
    await begin(client, id, 0);
    const restore = later(56);
    try {
      const late = await answer(client, id, idIn(0));
      expect(late.status).toBe(409);
      expect(codeOf(late)).toBe('SECTION_CLOSED');
      const view = await client.get(trpcQuery('practice.get', { sessionId: id }));
      // Reading ended at 55 minutes; Math's intro has been on screen for 1 of its 5.
      expect(view.body.result.data.simulation).toMatchObject({
        sectionIndex: 1,
        sectionRemainingSeconds: null,
        introRemainingSeconds: (INTRO_LIMIT_MINUTES - 1) * 60,
      });
      const started = await begin(client, id, 1);
      expect(started.body.result.data.simulation.sectionRemainingSeconds).toBe(57 * 60);
      expect((await answer(client, id, idIn(1))).status).toBe(200);
    } finally {
      restore();
    }
  });

  it('runs no clock on a section intro: the clock starts with the section, or by itself after the limit', async () => {
    const { client, id, idIn } = await startTeas('intro');
    // On the intro nothing can be answered, flagged or marked, and the clock does not run.
    expect(codeOf(await answer(client, id, idIn(0)))).toBe('SECTION_NOT_STARTED');
    const flag = await client.post('/trpc/practice.flag', {
      sessionId: id,
      questionId: idIn(0),
      flagged: true,
    });
    expect(codeOf(flag)).toBe('SECTION_NOT_STARTED');
    expect(codeOf(await begin(client, id, 1))).toBe('SECTION_NOT_OPEN');
    const restore = later(3);
    try {
      const started = await begin(client, id, 0);
      expect(started.status).toBe(200);
      // Three minutes on the intro: Reading still has its full 55.
      expect(started.body.result.data.simulation).toMatchObject({
        sectionIndex: 0,
        sectionRemainingSeconds: 55 * 60,
        introEndsAt: null,
        introRemainingSeconds: null,
      });
      // A second start (a double click) changes nothing.
      const again = await begin(client, id, 0);
      expect(again.body.result.data.simulation.sectionDeadlineAt).toBe(
        started.body.result.data.simulation.sectionDeadlineAt,
      );
      expect((await answer(client, id, idIn(0))).status).toBe(200);
      await client.post('/trpc/practice.closeSection', { sessionId: id, sectionIndex: 0 });
      expect(codeOf(await begin(client, id, 0))).toBe('SECTION_CLOSED');
    } finally {
      restore();
    }
    // Left on Math's intro past its limit, the clock starts by itself at the limit.
    const back = later(3 + INTRO_LIMIT_MINUTES + 2);
    try {
      const view = await client.get(trpcQuery('practice.get', { sessionId: id }));
      expect(view.body.result.data.simulation).toMatchObject({
        sectionIndex: 1,
        introEndsAt: null,
        sectionRemainingSeconds: (57 - 2) * 60,
      });
    } finally {
      back();
    }
  });

  it('refuses a submit that changes an answer of a closed section, and takes the open one', async () => {
    const { client, id, idIn } = await startTeas('submit');
    await begin(client, id, 0);
    await answer(client, id, idIn(0), 'A');
    await client.post('/trpc/practice.closeSection', { sessionId: id, sectionIndex: 0 });
    await begin(client, id, 1);
    const changed = await client.patch(`/api/test-sessions/${id}`, {
      answers: { [idIn(0)]: 'B' },
    });
    expect(changed.status).toBe(409);
    expect(changed.body.code).toBe('SECTION_CLOSED');
    // The same answer sent back, and one for the open section: the test is graded.
    const done = await client.patch(`/api/test-sessions/${id}`, {
      answers: { [idIn(0)]: 'A', [idIn(1)]: 'C' },
    });
    expect(done.status).toBe(200);
    const review = done.body.review as { id: number; userAnswer: string | null }[];
    expect(review.find((r) => r.id === idIn(1))?.userAnswer).toBe('C');
  });

  it('leaves the 20 unscored items out of the score and reports each section', async () => {
    const { client, id, ids } = await startTeas('unscored');
    await begin(client, id, 0);
    const keys = await keysOf(t, ids);
    const result = await client.patch(`/api/test-sessions/${id}`, {
      answers: Object.fromEntries([[ids[0], keys.get(ids[0] as number)]]),
    });
    expect(result.status).toBe(200);
    // The score is out of the 150 scored items; the 20 unscored are counted apart.
    expect(result.body.total).toBe(150);
    expect(result.body.unscoredCount).toBe(20);
    const listed = await client.get(`/api/test-sessions?examTypeId=${TEAS}`);
    expect(listed.body.find((s: { id: string }) => s.id === id)).toMatchObject({
      total: 150,
      unscoredCount: 20,
    });
    expect(
      (result.body.sections as { label: string; total: number; unscored: number }[]).map((s) => [
        s.label,
        s.total,
        s.unscored,
      ]),
    ).toEqual([
      ['Reading', 39, 6],
      ['Math', 34, 4],
      ['Science', 44, 6],
      ['English and Language Usage', 33, 4],
    ]);
    // One right answer: 1 of 150 scored (or 0 if it was an unscored item).
    expect([0, 1]).toContain(result.body.correctCount);
    expect(result.body.score).toBe(result.body.correctCount === 1 ? 1 : 0);
  });

  it("scales every clock and break by the student's extended time", async () => {
    const { client } = await signUpPremium(t, TEAS, 'extended');
    const set = await client.post('/trpc/practice.setAccommodations', {
      timeMultiplier: 1.5,
      extraBreaks: true,
    });
    expect(set.status).toBe(200);
    const res = await client.post('/api/test-sessions', { examTypeId: TEAS, mode: 'simulation' });
    const sections = res.body.sections as (Section & { breakAfterMinutes: number | null })[];
    expect(sections.map((s) => [s.minutes, s.breakAfterMinutes])).toEqual([
      [83, 15],
      [86, 15],
      [90, 15],
      [56, null],
    ]);
    expect(res.body.simulation).toMatchObject({ timeMultiplier: 1.5 });
    const started = await begin(client, res.body.id, 0);
    expect(started.body.result.data.simulation.sectionRemainingSeconds).toBe(83 * 60);
    const bad = await client.post('/trpc/practice.setAccommodations', {
      timeMultiplier: 3,
      extraBreaks: false,
    });
    expect(bad.status).toBe(400);
    // An ordinary timed test gets the extended time too.
    await client.patch(`/api/test-sessions/${res.body.id}`, { answers: {} });
    const timed = await client.post('/api/test-sessions', { examTypeId: TEAS, count: 10 });
    expect(timed.body.durationSeconds).toBe(
      Math.ceil((sessionDurationSeconds('timed', 10) ?? 0) * 1.5),
    );
  });
});

describe('the exam tools', () => {
  it('keeps struck options and highlights with the test, and refuses them in a closed section', async () => {
    const { client, id, idIn } = await startTeas('marks');
    await begin(client, id, 0);
    const marks = { struck: ['B', 'D'], highlights: [[0, 12]] };
    const saved = await client.post('/trpc/practice.mark', {
      sessionId: id,
      questionId: idIn(0),
      marks,
    });
    expect(saved.status).toBe(200);
    const view = await client.get(trpcQuery('practice.get', { sessionId: id }));
    expect(view.body.result.data.marks[String(idIn(0))]).toEqual(marks);
    for (const bad of [
      { struck: ['B', 'B'], highlights: [] },
      { struck: ['G'], highlights: [] },
      { struck: [], highlights: [[5, 5]] },
      { struck: [], highlights: Array.from({ length: 101 }, (_, i) => [i, i + 1]) },
    ]) {
      const refused = await client.post('/trpc/practice.mark', {
        sessionId: id,
        questionId: idIn(0),
        marks: bad,
      });
      expect(refused.status).toBe(400);
    }
    await client.post('/trpc/practice.closeSection', { sessionId: id, sectionIndex: 0 });
    const late = await client.post('/trpc/practice.mark', {
      sessionId: id,
      questionId: idIn(0),
      marks: { struck: [], highlights: [] },
    });
    expect(codeOf(late)).toBe('SECTION_CLOSED');
    // After the test the marks are still there for the review.
    await client.patch(`/api/test-sessions/${id}`, { answers: {} });
    const done = await client.get(trpcQuery('practice.get', { sessionId: id }));
    expect(done.body.result.data.marks[String(idIn(0))]).toEqual(marks);
  });
});

describe('GED Mathematical Reasoning', () => {
  it('is one subject test: a choice is required, and its calculator part runs on the same clock', async () => {
    const { client } = await signUpPremium(t, GED, 'ged');
    const none = await client.post('/api/test-sessions', { examTypeId: GED, mode: 'simulation' });
    expect(none.status).toBe(400);
    const res = await client.post('/api/test-sessions', {
      examTypeId: GED,
      mode: 'simulation',
      sections: ['Mathematical Reasoning'],
    });
    expect(res.status).toBe(201);
    const sections = res.body.sections as (Section & {
      calculator: string;
      continuesClock: boolean;
    })[];
    expect(sections.map((s) => [s.label, s.count, s.calculator, s.continuesClock])).toEqual([
      ['Mathematical Reasoning', 5, 'none', false],
      ['Mathematical Reasoning: calculator part', 41, 'scientific', true],
    ]);
    expect(new Set(res.body.questionIds).size).toBe(46);
    // The part without a calculator holds only the items written to be done without one.
    const first = (res.body.questionIds as number[]).slice(0, 5);
    const tags = await t.deps.db
      .selectFrom('questions')
      .select('subarea')
      .where('id', 'in', first)
      .execute();
    expect(tags.map((r) => r.subarea)).toEqual(Array(5).fill('no-calculator'));
    const started = await begin(client, res.body.id, 0);
    const deadline = started.body.result.data.simulation.sectionDeadlineAt;
    expect(deadline).not.toBeNull();
    const next = await client.post('/trpc/practice.closeSection', {
      sessionId: res.body.id,
      sectionIndex: 0,
    });
    expect(next.body.result.data.simulation).toMatchObject({
      sectionIndex: 1,
      sectionDeadlineAt: deadline,
    });
  });
});

describe('an ACCUPLACER subtest', () => {
  it('goes forward only and needs every answer', async () => {
    const { client } = await signUpPremium(t, ACCUPLACER, 'acc');
    const res = await client.post('/api/test-sessions', {
      examTypeId: ACCUPLACER,
      mode: 'simulation',
      sections: ['Arithmetic'],
    });
    expect(res.status).toBe(201);
    const id = res.body.id as string;
    expect(res.body.sections).toHaveLength(1);
    expect(res.body.sections[0]).toMatchObject({
      navigation: 'forward-only',
      mustAnswer: true,
      minutes: null,
      adaptive: true,
    });
    // The test's items (the server's list; the view shows only those served so far).
    const stored = await t.deps.db
      .selectFrom('test_sessions')
      .select('question_ids')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const ids = JSON.parse(stored.question_ids) as number[];
    // Every item comes from the Arithmetic pool.
    const rows = await t.deps.db
      .selectFrom('questions')
      .select('topic')
      .where('id', 'in', ids)
      .execute();
    expect(new Set(rows.map((r) => r.topic))).toEqual(new Set(['arithmetic']));

    const first = res.body.questionIds[0] as number;
    expect(first).toBe(ids[0]);
    const ahead = await answer(client, id, ids[1] as number);
    expect(codeOf(ahead)).toBe('ANSWER_REQUIRED');
    const skip = await client.post('/trpc/practice.advance', { sessionId: id, questionId: first });
    expect(codeOf(skip)).toBe('ANSWER_REQUIRED');
    const early = await client.post('/trpc/practice.closeSection', {
      sessionId: id,
      sectionIndex: 0,
    });
    expect(codeOf(early)).toBe('ANSWER_REQUIRED');

    expect((await answer(client, id, first)).status).toBe(200);
    const moved = await client.post('/trpc/practice.advance', { sessionId: id, questionId: first });
    expect(moved.body.result.data.simulation.position).toBe(1);
    const back = await answer(client, id, first, 'B');
    expect(codeOf(back)).toBe('NO_GOING_BACK');

    // Answering and moving on through the last item closes the subtest and grades it.
    let view = moved.body.result.data;
    while (view.status !== 'completed') {
      const qid = view.questionIds[view.simulation.position] as number;
      await answer(client, id, qid);
      const step = await client.post('/trpc/practice.advance', { sessionId: id, questionId: qid });
      expect(step.status).toBe(200);
      view = step.body.result.data;
    }
    // Finished, the test lists all 20 items it served.
    expect(view.questionIds).toHaveLength(20);
  });

  it('refuses section moves on a test that has no sections', async () => {
    const { client } = await signUpPremium(t, ACCUPLACER, 'plain');
    const res = await client.post('/api/test-sessions', { examTypeId: ACCUPLACER, count: 5 });
    const closed = await client.post('/trpc/practice.closeSection', {
      sessionId: res.body.id,
      sectionIndex: 0,
    });
    expect(closed.status).toBe(400);
    expect(codeOf(closed)).toBe('NOT_SECTIONED');
  });
});
