import { describe, expect, it } from 'vitest';
import { findBlueprint } from '../blueprints';
import { DIAGNOSTIC_QUESTIONS, diagnosticParts, diagnosticQuotas } from './diagnostic';
import {
  addDays,
  buildStudyPlan,
  PLAN_MAX_QUESTIONS_PER_DAY,
  PLAN_QUESTIONS_PER_DAY,
  type PlanInput,
} from './study-plan';

const areas = [
  {
    section: 'Reading',
    category: 'Reading',
    weight: 0.3,
    expectedPercent: 55,
    sd: 0.4,
    quizSection: null,
  },
  {
    section: 'Math',
    category: 'Math',
    weight: 0.2,
    expectedPercent: 50,
    sd: 0.5,
    quizSection: null,
  },
  {
    section: 'Science',
    category: 'Science',
    weight: 0.35,
    expectedPercent: 60,
    sd: 0.45,
    quizSection: null,
  },
  {
    section: 'English',
    category: 'English',
    weight: 0.15,
    expectedPercent: 70,
    sd: 0.5,
    quizSection: null,
  },
];

const base: PlanInput = {
  today: '2030-03-01',
  startedOn: '2030-03-01',
  examDate: null,
  paidUntil: '2030-03-10',
  targetPercent: 75,
  areas,
  doneByDay: {},
  reviewsByDay: {},
  simulationDays: [],
  diagnostic: 'done',
  diagnosticQuestions: DIAGNOSTIC_QUESTIONS,
};

const questionsOf = (plan: ReturnType<typeof buildStudyPlan>, category: string) =>
  plan.days
    .flatMap((d) => d.quizzes)
    .filter((q) => q.category === category)
    .reduce((n, q) => n + q.count, 0);

describe('study plan', () => {
  it('runs to the last paid day with a full simulation the day before, and never beyond', () => {
    const plan = buildStudyPlan(base);
    expect(plan.days.map((d) => d.date)).toEqual(
      Array.from({ length: 10 }, (_, i) => addDays('2030-03-01', i)),
    );
    expect(plan.endsBy).toBe('paid-access');
    expect(plan.simulation).toEqual({ date: '2030-03-09', done: false });
    const simDay = plan.days.find((d) => d.simulation);
    expect(simDay?.date).toBe('2030-03-09');
    expect(simDay?.questions).toBe(0);
    // Nine study days of the standard day's questions.
    expect(plan.totalQuestions).toBe(9 * PLAN_QUESTIONS_PER_DAY);
    expect(plan.days.reduce((n, d) => n + d.questions, 0)).toBe(plan.totalQuestions);
    for (const day of plan.days) {
      expect(day.quizzes.reduce((n, q) => n + q.count, 0)).toBe(day.questions);
    }
    // An exam date after the paid access: still ends with the access.
    const late = buildStudyPlan({ ...base, examDate: '2030-04-30' });
    expect(late.lastDay).toBe('2030-03-10');
    // An exam date inside it: ends the day before the exam.
    const soon = buildStudyPlan({ ...base, examDate: '2030-03-06' });
    expect(soon.lastDay).toBe('2030-03-05');
    expect(soon.endsBy).toBe('exam-date');
    expect(soon.simulation.date).toBe('2030-03-04');
  });

  it('pushes the questions of missed days onto the days left', () => {
    const onTrack = buildStudyPlan({
      ...base,
      today: '2030-03-04',
      doneByDay: { '2030-03-01': 40, '2030-03-02': 40, '2030-03-03': 40 },
    });
    const missed = buildStudyPlan({
      ...base,
      today: '2030-03-04',
      doneByDay: { '2030-03-01': 40 },
    });
    const todayOf = (p: typeof onTrack) => p.days.find((d) => d.when === 'today');
    expect(todayOf(onTrack)?.questions).toBe(PLAN_QUESTIONS_PER_DAY);
    expect(todayOf(missed)?.questions).toBeGreaterThan(PLAN_QUESTIONS_PER_DAY);
    const ahead = (p: typeof onTrack) =>
      p.days.filter((d) => d.when !== 'past').reduce((n, d) => n + d.questions, 0);
    expect(ahead(missed) - ahead(onTrack)).toBe(80);
    expect(missed.days.find((d) => d.date === '2030-03-02')).toMatchObject({
      when: 'past',
      done: 0,
    });
    // At most PLAN_MAX_QUESTIONS_PER_DAY a day; what does not fit is said.
    const late = buildStudyPlan({ ...base, today: '2030-03-08' });
    expect(Math.max(...late.days.map((d) => d.questions))).toBeLessThanOrEqual(
      PLAN_MAX_QUESTIONS_PER_DAY,
    );
    expect(late.unplaced).toBe(9 * 40 - 2 * 80);
  });

  it('answers today take today’s questions down', () => {
    const before = buildStudyPlan(base);
    const after = buildStudyPlan({ ...base, doneByDay: { '2030-03-01': 15 } });
    expect(before.days[0]?.questions).toBe(40);
    expect(after.days[0]?.questions).toBe(25);
    expect(after.doneQuestions).toBe(15);
  });

  it('gives fewer questions to a sub-area that improved', () => {
    const before = buildStudyPlan(base);
    const improved = buildStudyPlan({
      ...base,
      areas: areas.map((a) => (a.category === 'Math' ? { ...a, expectedPercent: 80, sd: 0.3 } : a)),
    });
    expect(questionsOf(improved, 'Math')).toBeLessThan(questionsOf(before, 'Math'));
    // Weak, uncertain and heavily weighted parts get the most.
    expect(questionsOf(before, 'Science')).toBeGreaterThan(questionsOf(before, 'English'));
  });

  it('moves a missed simulation to today, and counts one taken in the second half', () => {
    const missed = buildStudyPlan({ ...base, today: '2030-03-10' });
    expect(missed.simulation).toEqual({ date: '2030-03-10', done: false });
    expect(missed.days.at(-1)).toMatchObject({ simulation: true, questions: 0 });
    const taken = buildStudyPlan({ ...base, today: '2030-03-08', simulationDays: ['2030-03-07'] });
    expect(taken.simulation).toEqual({ date: '2030-03-07', done: true });
    expect(taken.days.find((d) => d.date === '2030-03-09')?.questions).toBeGreaterThan(0);
    // One taken on the first day does not stand for the one before the exam.
    const early = buildStudyPlan({ ...base, today: '2030-03-02', simulationDays: ['2030-03-01'] });
    expect(early.simulation.done).toBe(false);
  });

  it('puts the diagnostic first today while it is due, and reviews on the day they fall due', () => {
    const plan = buildStudyPlan({
      ...base,
      diagnostic: 'due',
      reviewsByDay: { '2030-02-27': 3, '2030-03-01': 2, '2030-03-04': 5, '2030-04-01': 9 },
    });
    const today = plan.days[0];
    expect(today).toMatchObject({ diagnostic: true, reviews: 5, questions: 40 });
    expect(today?.quizzes.reduce((n, q) => n + q.count, 0)).toBe(40 - DIAGNOSTIC_QUESTIONS);
    expect(plan.days.find((d) => d.date === '2030-03-04')?.reviews).toBe(5);
    expect(plan.days.reduce((n, d) => n + d.reviews, 0)).toBe(10);
  });

  it('plans nothing once the exam day or the end of access has come', () => {
    const plan = buildStudyPlan({ ...base, today: '2030-03-11', startedOn: '2030-03-01' });
    expect(plan.days.every((d) => d.when === 'past')).toBe(true);
    expect(plan.days.at(-1)?.date).toBe('2030-03-10');
  });
});

describe('diagnostic', () => {
  it('spreads its questions over the blueprint by weight', () => {
    const teas = findBlueprint(1);
    if (!teas) throw new Error('TEAS blueprint');
    const parts = diagnosticParts(teas);
    const quotas = diagnosticQuotas(parts, DIAGNOSTIC_QUESTIONS);
    expect(quotas.reduce((a, b) => a + b, 0)).toBe(DIAGNOSTIC_QUESTIONS);
    const bySection = new Map<string, number>();
    parts.forEach((p, i) => {
      bySection.set(p.section.label, (bySection.get(p.section.label) ?? 0) + (quotas[i] ?? 0));
    });
    // Every section is tried, the larger ones more.
    for (const n of bySection.values()) expect(n).toBeGreaterThan(0);
    const counts = teas.sections.map((s) => [s.label, s.questions - s.unscored] as const);
    const [largest] = [...counts].sort((a, b) => b[1] - a[1]);
    const [smallest] = [...counts].sort((a, b) => a[1] - b[1]);
    expect(bySection.get(largest?.[0] ?? '')).toBeGreaterThan(
      bySection.get(smallest?.[0] ?? '') ?? 0,
    );
  });
});
