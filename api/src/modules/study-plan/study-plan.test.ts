import {
  addDays,
  DIAGNOSTIC_QUESTIONS,
  findExamById,
  isoDateOf,
  PLAN_QUESTIONS_PER_DAY,
  type StudyPlanView,
  SUBSCRIPTION_DAYS,
  studyPlanSchema,
} from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addQuestions,
  createPracticeContext,
  keysOf,
  type Student,
  signUp,
  signUpPremium,
  wrongLetter,
} from '../../test/practice-fixtures';
import type { TestContext } from '../../test/test-deps';
import { studyPlan } from './service';

/**
 * The study plan on a real migrated database (issue 26, decision 0042): the diagnostic spread
 * over the blueprint, offered until taken or skipped; today's work and the days ahead, within
 * the paid days, changing as the student answers; the calendar file.
 */
let t: TestContext;
const TEAS = 1;
const DAY_MS = 86_400_000;

beforeAll(async () => {
  t = await createPracticeContext({ TRUST_PROXY: 'true' });
  await addQuestions(t, TEAS, 40);
});
afterAll(async () => {
  await t?.close();
});

type Client = Student['client'];

async function planOf(client: Client, offset = 0): Promise<StudyPlanView> {
  const res = await client.get(`/api/study-plan/${TEAS}?utcOffsetMinutes=${offset}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return studyPlanSchema.parse(res.body);
}

/** Starts a test and answers every question (right when `right` says so), then submits it. */
async function takeTest(client: Client, start: Record<string, unknown>, right: boolean) {
  const started = await client.post('/api/test-sessions', start);
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const ids = started.body.questionIds as number[];
  const keys = await keysOf(t, ids);
  const answers = Object.fromEntries(
    ids.map((id) => [id, right ? keys.get(id) : wrongLetter(keys.get(id) as string)]),
  );
  const submitted = await client.patch(`/api/test-sessions/${started.body.id}`, { answers });
  expect(submitted.status).toBe(200);
  return started.body as { id: string; questionIds: number[]; deadlineAt: string | null };
}

const todayOf = (plan: StudyPlanView) => plan.days.find((d) => d.when === 'today');
const questionsFor = (plan: StudyPlanView, category: string) =>
  plan.days
    .flatMap((d) => d.quizzes)
    .filter((q) => q.category === category)
    .reduce((n, q) => n + q.count, 0);

describe('the diagnostic', () => {
  it('is offered on the first visit, spread over the blueprint, untimed, and then done', async () => {
    const { client } = await signUpPremium(t, TEAS, 'diagnostic');
    let plan = await planOf(client);
    expect(plan.diagnostic).toEqual({ state: 'due', questions: DIAGNOSTIC_QUESTIONS });
    expect(todayOf(plan)?.diagnostic).toBe(true);

    const started = await client.post('/api/test-sessions', {
      examTypeId: TEAS,
      mode: 'diagnostic',
    });
    expect(started.status).toBe(201);
    expect(started.body.mode).toBe('diagnostic');
    expect(started.body.deadlineAt).toBeNull();
    const ids = started.body.questionIds as number[];
    expect(ids).toHaveLength(DIAGNOSTIC_QUESTIONS);
    expect(new Set(ids).size).toBe(ids.length);
    const rows = await t.deps.db
      .selectFrom('questions')
      .select(['category'])
      .where('id', 'in', ids)
      .execute();
    const perCategory = new Map<string, number>();
    for (const r of rows) perCategory.set(r.category, (perCategory.get(r.category) ?? 0) + 1);
    // Every TEAS category is tried, Science (the largest section) most, English least.
    expect(perCategory.size).toBe(4);
    expect(perCategory.get('Science')).toBeGreaterThan(
      perCategory.get('English Language Usage') ?? 0,
    );
    plan = await planOf(client);
    expect(plan.diagnostic.state).toBe('in-progress');

    const keys = await keysOf(t, ids);
    const submitted = await client.patch(`/api/test-sessions/${started.body.id}`, {
      answers: Object.fromEntries(ids.map((id) => [id, keys.get(id)])),
    });
    expect(submitted.status).toBe(200);
    plan = await planOf(client);
    expect(plan.diagnostic.state).toBe('done');
    expect(todayOf(plan)?.diagnostic).toBe(false);
    // Its answers count as today's work and in the estimate like any others.
    expect(todayOf(plan)?.done).toBe(DIAGNOSTIC_QUESTIONS);
    expect(todayOf(plan)?.questions).toBe(PLAN_QUESTIONS_PER_DAY - DIAGNOSTIC_QUESTIONS);
    const readiness = await client.get(`/api/readiness/${TEAS}`);
    expect(readiness.body.answers).toBe(DIAGNOSTIC_QUESTIONS);
  });

  it('can be skipped (origin-checked), and is then no longer offered', async () => {
    const { client } = await signUpPremium(t, TEAS, 'skipper');
    const foreign = await client.post(
      `/api/study-plan/${TEAS}/diagnostic/skip`,
      {},
      { Origin: 'https://evil.example' },
    );
    expect(foreign.status).toBe(403);
    expect((await planOf(client)).diagnostic.state).toBe('due');
    const skipped = await client.post(`/api/study-plan/${TEAS}/diagnostic/skip`, {});
    expect(skipped.status, JSON.stringify(skipped.body)).toBe(200);
    expect(skipped.body.examTypeId).toBe(TEAS);
    const plan = await planOf(client);
    expect(plan.diagnostic.state).toBe('skipped');
    expect(todayOf(plan)?.diagnostic).toBe(false);
  });
});

describe('the plan', () => {
  it('runs over the paid days, with a simulation before the end, and changes with answers', async () => {
    const { client } = await signUpPremium(t, TEAS, 'planner');
    await client.post(`/api/study-plan/${TEAS}/diagnostic/skip`, {});
    const before = await planOf(client);
    const today = isoDateOf(t.deps.clock.now());
    expect(before.today).toBe(today);
    expect(before.startedOn).toBe(today);
    expect(before.endsBy).toBe('paid-access');
    // Never beyond the paid access: its last instant is SUBSCRIPTION_DAYS days from now.
    expect(before.lastDay).toBe(isoDateOf(t.deps.clock.now() + SUBSCRIPTION_DAYS * DAY_MS - 1));
    expect(before.days.at(-1)?.date).toBe(before.lastDay);
    expect(before.simulation).toEqual({ date: addDays(before.lastDay, -1), done: false });
    expect(todayOf(before)?.questions).toBe(PLAN_QUESTIONS_PER_DAY);
    // Every sub-area untried: today's quizzes sum to today's questions.
    expect(todayOf(before)?.quizzes.reduce((n, q) => n + q.count, 0)).toBe(PLAN_QUESTIONS_PER_DAY);

    // 20 Math questions, all right: today's count drops, and Math gets fewer questions ahead.
    await takeTest(
      client,
      { examTypeId: TEAS, mode: 'custom', categories: ['Math'], count: 20 },
      true,
    );
    const after = await planOf(client);
    expect(todayOf(after)?.done).toBe(20);
    expect(todayOf(after)?.questions).toBe(PLAN_QUESTIONS_PER_DAY - 20);
    expect(questionsFor(after, 'Math')).toBeLessThan(questionsFor(before, 'Math'));

    // An exam date inside the paid days ends the plan the day before it.
    const examDate = addDays(today, 5);
    const set = await client.patch(`/api/readiness/${TEAS}/target`, { examDate, target: null });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const shorter = await planOf(client);
    expect(shorter.lastDay).toBe(addDays(examDate, -1));
    expect(shorter.endsBy).toBe('exam-date');
  });

  it('pushes a missed day’s questions forward, reads days in the student’s time zone', async () => {
    const student = await signUpPremium(t, TEAS, 'misser');
    await student.client.post(`/api/study-plan/${TEAS}/diagnostic/skip`, {});
    // Two days later with nothing done: today asks for more than a day's questions.
    const later = { ...t.deps, clock: { now: () => t.deps.clock.now() + 2 * DAY_MS } };
    const plan = await studyPlan(later, student.user, TEAS, 0);
    expect(plan.days.filter((d) => d.when === 'past').map((d) => d.done)).toEqual([0, 0]);
    expect(todayOf(plan)?.questions).toBeGreaterThan(PLAN_QUESTIONS_PER_DAY);
    // 14 hours ahead of UTC, today may already be tomorrow.
    const east = await planOf(student.client, 840);
    expect(east.today).toBe(isoDateOf(t.deps.clock.now() + 840 * 60_000));
  });

  it('is for paid exams only, and checks its input', async () => {
    const { client } = await signUp(t, 'unpaid');
    const res = await client.get(`/api/study-plan/${TEAS}`);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('SUBSCRIPTION_REQUIRED');
    const paid = await signUpPremium(t, TEAS, 'offset');
    const bad = await paid.client.get(`/api/study-plan/${TEAS}?utcOffsetMinutes=2000`);
    expect(bad.status).toBe(400);
    const anonymous = await t.app.request(`/api/study-plan/${TEAS}/calendar.ics`);
    expect(anonymous.status).toBe(401);
  });
});

/** A small RFC 5545 reader: unfolds lines and returns each component's properties. */
function parseCalendar(text: string) {
  expect(text.endsWith('\r\n')).toBe(true);
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(line).not.toMatch(/[\r\n]/);
  }
  const lines: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ')) lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
  }
  const stack: { name: string; props: Map<string, string>; children: unknown[] }[] = [];
  let root: (typeof stack)[number] | undefined;
  for (const line of lines) {
    const colon = line.indexOf(':');
    expect(colon, line).toBeGreaterThan(0);
    const name = line.slice(0, colon);
    const value = line.slice(colon + 1);
    if (name === 'BEGIN') {
      const node = { name: value, props: new Map<string, string>(), children: [] };
      stack.at(-1)?.children.push(node);
      stack.push(node);
      root ??= node;
    } else if (name === 'END') {
      expect(stack.pop()?.name).toBe(value);
    } else {
      stack.at(-1)?.props.set(name, value);
    }
  }
  expect(stack).toHaveLength(0);
  return root as { name: string; props: Map<string, string>; children: (typeof stack)[number][] };
}

describe('the calendar file', () => {
  it('is an iCalendar file of the plan’s days ahead, one all-day event a day', async () => {
    const { client } = await signUpPremium(t, TEAS, 'calendar');
    const plan = await planOf(client);
    const res = await client.get(`/api/study-plan/${TEAS}/calendar.ics?utcOffsetMinutes=0`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="${findExamById(TEAS)?.slug}-study-plan.ics"`,
    );
    const calendar = parseCalendar(res.body as string);
    expect(calendar.name).toBe('VCALENDAR');
    expect(calendar.props.get('VERSION')).toBe('2.0');
    expect(calendar.props.get('PRODID')).toBeTruthy();
    const events = calendar.children.filter((c) => c.name === 'VEVENT');
    expect(events).toHaveLength(plan.days.length);
    const uids = new Set(events.map((e) => e.props.get('UID')));
    expect(uids.size).toBe(events.length);
    for (const [i, event] of events.entries()) {
      const day = plan.days[i]?.date.replaceAll('-', '');
      expect(event.props.get('DTSTART;VALUE=DATE')).toBe(day);
      expect(event.props.get('DTEND;VALUE=DATE')).toMatch(/^\d{8}$/);
      expect(event.props.get('DTSTAMP')).toMatch(/^\d{8}T\d{6}Z$/);
      expect(event.props.get('SUMMARY')).toMatch(/ATI TEAS/);
    }
    // The diagnostic's day says so; commas in texts are escaped.
    expect(events[0]?.props.get('DESCRIPTION')).toContain('Start with the diagnostic');
    expect(events.find((e) => e.props.get('SUMMARY')?.includes('simulation'))).toBeTruthy();
  });
});
