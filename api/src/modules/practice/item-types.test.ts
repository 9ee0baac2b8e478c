import { PRACTICE_MESSAGES } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoAt } from '../../lib/clock';
import {
  createPracticeContext,
  signUp,
  signUpPremium,
  trpcQuery,
} from '../../test/practice-fixtures';
import type { TestContext } from '../../test/test-deps';

let t: TestContext;
const GED = 2;
const CATEGORY = 'Math';
/** Words only the keys and explanations hold: they must never reach a student before submit. */
const SECRET = 'zebra-secret';

type Item = {
  item_type: string;
  question_text: string;
  options: string[];
  correct_answer: string;
  unit?: string;
  tolerance?: number;
};

const ITEMS: Record<string, Item> = {
  multi: {
    item_type: 'multiple-select',
    question_text: 'Which of these numbers are prime? Select all that apply.',
    options: ['2', '9', '11', '15', '17'],
    correct_answer: 'ACE',
  },
  order: {
    item_type: 'ordered',
    question_text: 'Order the values from least to greatest.',
    options: ['0.5', '1/8', '3/4', '0.2'],
    correct_answer: 'BDAC',
  },
  fraction: {
    item_type: 'numeric',
    question_text: 'A bottle holds 3 L and 2.25 L are poured out. How many litres are left?',
    options: [],
    correct_answer: '0.75',
    unit: 'L',
  },
  thousands: {
    item_type: 'numeric',
    question_text: 'How many milliliters are in 1.2 liters?',
    options: [],
    correct_answer: '1200',
    unit: 'mL',
  },
  rounded: {
    item_type: 'numeric',
    question_text: 'What is the square root of 2, to the nearest hundredth?',
    options: [],
    correct_answer: '1.41',
    tolerance: 0.005,
  },
  five: {
    item_type: 'single',
    question_text: 'Which number is even?',
    options: ['3', '5', '7', '8', '9'],
    correct_answer: 'D',
  },
};

const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createPracticeContext();
  const now = isoAt(t.deps.clock.now());
  for (const [name, item] of Object.entries(ITEMS)) {
    const [a = '', b = '', c = '', d = '', e = null, f = null] = item.options;
    const row = await t.deps.db
      .insertInto('questions')
      .values({
        exam_type_id: GED,
        category: CATEGORY,
        item_type: item.item_type,
        question_text: item.question_text,
        option_a: a,
        option_b: b,
        option_c: c,
        option_d: d,
        option_e: e,
        option_f: f,
        unit: item.unit ?? null,
        tolerance: item.tolerance ?? null,
        correct_answer: item.correct_answer,
        explanation: `Because ${SECRET}: the key is ${item.correct_answer}.`,
        difficulty: 'medium',
        seed_key: null,
        created_by: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[name] = Number(row.id);
  }
  t.deps.questionPool.invalidate();
});
afterAll(async () => {
  await t?.close();
});

const id = (name: string) => ids[name] as number;

async function startQuiz(mode: 'custom' | 'tutor' = 'custom') {
  const student = await signUpPremium(t, GED, 'types');
  const start = await student.client.post('/api/test-sessions', {
    examTypeId: GED,
    mode,
    categories: [CATEGORY],
    count: Object.keys(ITEMS).length,
  });
  expect(start.status).toBe(201);
  return { ...student, session: start.body };
}

describe('alternate item types', () => {
  it('serves each type with its `type` and what it needs, and no key before submit', async () => {
    const { session } = await startQuiz();
    const byId = new Map(session.questions.map((q: { id: number }) => [q.id, q]));
    expect(byId.get(id('multi'))).toMatchObject({ type: 'multiple-select', optionE: '17' });
    expect(byId.get(id('order'))).toMatchObject({ type: 'ordered', optionA: '0.5' });
    expect(byId.get(id('thousands'))).toMatchObject({ type: 'numeric', unit: 'mL', optionA: '' });
    expect(byId.get(id('five'))).toMatchObject({ type: 'single', optionE: '9' });
    const text = JSON.stringify(session);
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain('correctAnswer');
    expect(text).not.toContain('tolerance');
  });

  it('grades all-or-nothing multiple-select, ordering, numeric forms and tolerance', async () => {
    const { client, session } = await startQuiz();
    const answer = (name: string, value: string) =>
      client.post('/trpc/practice.answer', {
        sessionId: session.id,
        questionId: id(name),
        answer: value,
      });
    // Letters in any order and case are the same selection.
    expect((await answer('multi', 'eca')).status).toBe(200);
    expect((await answer('order', 'BDAC')).status).toBe(200);
    expect((await answer('fraction', '3/4')).status).toBe(200);
    expect((await answer('thousands', '1,200 mL')).status).toBe(200);
    expect((await answer('rounded', '1.414')).status).toBe(200);
    expect((await answer('five', 'D')).status).toBe(200);
    const done = await client.patch(`/api/test-sessions/${session.id}`, { answers: {} });
    expect(done.status).toBe(200);
    expect(done.body.score).toBe(100);
    const review = new Map(
      done.body.review.map((r: { id: number; isCorrect: boolean; userAnswer: string }) => [
        r.id,
        r,
      ]),
    );
    expect(review.get(id('multi'))).toMatchObject({ userAnswer: 'ACE', isCorrect: true });
    expect(review.get(id('fraction'))).toMatchObject({ userAnswer: '3/4', isCorrect: true });
    expect(review.get(id('thousands'))).toMatchObject({ correctAnswer: '1200', unit: 'mL' });
    expect(review.get(id('rounded'))).toMatchObject({ tolerance: 0.005, isCorrect: true });
  });

  it('gives no credit for a partial selection, a wrong order or a number outside the tolerance', async () => {
    const { client, session } = await startQuiz();
    const done = await client.patch(`/api/test-sessions/${session.id}`, {
      answers: {
        [id('multi')]: 'AC',
        [id('order')]: 'BDCA',
        [id('fraction')]: '0.7',
        [id('thousands')]: '12',
        [id('rounded')]: '1.4',
        [id('five')]: 'E',
      },
    });
    expect(done.status).toBe(200);
    expect(done.body.correctCount).toBe(0);
    expect(done.body.answeredCount).toBe(6);
    const multi = done.body.review.find((r: { id: number }) => r.id === id('multi'));
    expect(multi).toMatchObject({ userAnswer: 'AC', correctAnswer: 'ACE', isCorrect: false });
  });

  it('refuses an autosaved response that does not suit its type, naming the question and what the type expects', async () => {
    const { client, session } = await startQuiz();
    const numberOf = new Map(
      session.questions.map((q: { id: number }, i: number) => [q.id, i + 1]),
    );
    const cases: [string, string, string][] = [
      ['multi', 'AF', PRACTICE_MESSAGES.invalidResponse['multiple-select']],
      ['multi', 'AA', PRACTICE_MESSAGES.invalidResponse['multiple-select']],
      ['order', 'BDA', PRACTICE_MESSAGES.invalidResponse.ordered],
      ['order', 'BDAA', PRACTICE_MESSAGES.invalidResponse.ordered],
      ['fraction', 'three quarters', PRACTICE_MESSAGES.invalidResponse.numeric],
      ['fraction', '1/0', PRACTICE_MESSAGES.invalidResponse.numeric],
      ['five', 'AB', PRACTICE_MESSAGES.invalidResponse.single],
    ];
    for (const [name, value, message] of cases) {
      const res = await client.post('/trpc/practice.answer', {
        sessionId: session.id,
        questionId: id(name),
        answer: value,
      });
      expect(res.status, `${name} ${value}`).toBe(400);
      expect(res.body.error.message).toBe(
        PRACTICE_MESSAGES.invalidResponseAt(numberOf.get(id(name)) as number, message),
      );
      expect(res.body.error.data.appCode).toBe('INVALID_ANSWER');
    }
    const still = await client.get(trpcQuery('practice.get', { sessionId: session.id }));
    expect(still.body.result.data.status).toBe('in_progress');
  });

  it('never loses a submission for one answer that does not suit its type: saved as given, graded wrong, named', async () => {
    const { client, session } = await startQuiz();
    const patch = await client.patch(`/api/test-sessions/${session.id}`, {
      answers: { [id('order')]: 'AB', [id('five')]: 'D', [id('fraction')]: ' 3/4 ' },
    });
    expect(patch.status).toBe(200);
    expect(patch.body).toMatchObject({ answeredCount: 3, correctCount: 2 });
    expect(patch.body.invalidAnswers).toEqual([id('order')]);
    const order = patch.body.review.find((r: { id: number }) => r.id === id('order'));
    expect(order).toMatchObject({ userAnswer: 'AB', isCorrect: false });
    // Read again later, the result names it the same way.
    const again = await client.get(trpcQuery('practice.result', { sessionId: session.id }));
    expect(again.body.result.data.invalidAnswers).toEqual([id('order')]);
  });

  it('finishes the spec §7 calls in order for a premium test of every item type answered with letters', async () => {
    const { client } = await signUpPremium(t, GED, 'types-spec-client');
    const load = await client.get(`/api/questions/${GED}`);
    expect(load.status).toBe(200);
    const questionIds: number[] = load.body.map((q: { id: number }) => q.id);
    expect(questionIds.sort()).toEqual(Object.values(ids).sort());
    const created = await client.post('/api/test-sessions', { examTypeId: GED, questionIds });
    expect(created.status).toBe(201);
    // The spec's client knows only A–D: it sends a letter for every question.
    const answers = Object.fromEntries(questionIds.map((q) => [q, q === id('five') ? 'D' : 'B']));
    const submitted = await client.patch(`/api/test-sessions/${created.body.id}`, {
      answers,
      score: 0,
      timeSpent: 60,
    });
    expect(submitted.status).toBe(200);
    expect(submitted.body).toMatchObject({
      total: questionIds.length,
      answeredCount: questionIds.length,
      correctCount: 1,
    });
    // A letter is no order of every step and no number: those are named; every answer is kept.
    expect([...submitted.body.invalidAnswers].sort()).toEqual(
      [id('order'), id('fraction'), id('thousands'), id('rounded')].sort(),
    );
    for (const r of submitted.body.review) {
      expect(r.userAnswer, String(r.id)).toBe(answers[r.id]);
    }
    const sessions = await client.get('/api/test-sessions');
    expect(sessions.body[0]).toMatchObject({ id: created.body.id, correctCount: 1 });
  });

  it('in tutor mode shows the key of a multiple-select once it is answered, then locks it', async () => {
    const { client, session } = await startQuiz('tutor');
    const first = await client.post('/trpc/practice.answer', {
      sessionId: session.id,
      questionId: id('multi'),
      answer: 'AC',
    });
    expect(first.status).toBe(200);
    expect(first.body.result.data.feedback).toMatchObject({
      correctAnswer: 'ACE',
      isCorrect: false,
    });
    const again = await client.post('/trpc/practice.answer', {
      sessionId: session.id,
      questionId: id('multi'),
      answer: 'ACE',
    });
    expect(again.status).toBe(409);
    const numeric = await client.post('/trpc/practice.answer', {
      sessionId: session.id,
      questionId: id('fraction'),
      answer: '.75',
    });
    expect(numeric.body.result.data.feedback).toMatchObject({ isCorrect: true });
  });

  it('never shows a free student the key of any type before the test is submitted', async () => {
    const { client } = await signUp(t, 'types-free');
    const load = await client.get(`/api/questions/${GED}`);
    expect(load.status).toBe(200);
    expect(load.body.length).toBe(3);
    const text = JSON.stringify(load.body);
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain('correctAnswer');
    for (const question of load.body) {
      expect(Object.keys(ITEMS).map((name) => id(name))).toContain(question.id);
      expect(question.type).toBeDefined();
    }
  });
});
