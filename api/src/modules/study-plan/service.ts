import {
  addDays,
  buildStudyPlan,
  DIAGNOSTIC_QUESTIONS,
  isoDateOf,
  PLAN_MAX_DAYS,
  type StudyPlanView,
} from '@app/domain';
import type { AppDeps } from '../../deps';
import { isoAt } from '../../lib/clock';
import { planBasis } from '../readiness/service';
import { type AccessUser, premiumExamIds } from '../subscriptions/service';
import {
  beginPlan,
  coveringPeriodStart,
  diagnosticSessions,
  markDiagnosticSkipped,
  planRowOf,
  restartPlan,
  reviewDueDates,
  submittedSince,
} from './repo';

type PlanDeps = Pick<AppDeps, 'db' | 'clock' | 'exams' | 'questionPool'>;

const MINUTE_MS = 60_000;

/** The student's calendar date of an instant, `offset` minutes east of UTC. */
const localDate = (iso: string | number, offset: number) =>
  isoDateOf((typeof iso === 'number' ? iso : Date.parse(iso)) + offset * MINUTE_MS);

/** The instant the student's `date` begins. */
const startOfLocalDay = (date: string, offset: number) =>
  Date.parse(`${date}T00:00:00Z`) - offset * MINUTE_MS;

/**
 * The plan's first day: stored on the first visit of the paid exam; moved to the start of the
 * paid period that covers today when that began later (a plan begins again with each period).
 */
async function planStart(
  deps: PlanDeps,
  user: AccessUser,
  examTypeId: number,
  today: string,
  offset: number,
) {
  const nowIso = isoAt(deps.clock.now());
  let row = await planRowOf(deps.db, user.id, examTypeId);
  if (!row) {
    await beginPlan(deps.db, user.id, examTypeId, today, nowIso);
    row = await planRowOf(deps.db, user.id, examTypeId);
  }
  let startedOn = row?.started_on ?? today;
  const periodStart = user.isAdmin
    ? null
    : await coveringPeriodStart(deps.db, user.id, examTypeId, nowIso);
  const periodDay = periodStart ? localDate(periodStart, offset) : null;
  if (periodDay && periodDay > startedOn && periodDay <= today) {
    await restartPlan(deps.db, user.id, examTypeId, periodDay);
    startedOn = periodDay;
  }
  return { startedOn, diagnosticSkipped: row?.diagnostic_skipped_at != null };
}

/**
 * A paid exam's study plan for the student, whose time zone is `offset` minutes east of UTC:
 * from the plan's first day to the day before the exam (or the last paid day), each day's
 * questions by sub-area, reviews due and the full simulation, worked out again from the
 * answers so far (domain: readiness/study-plan.ts). 403 SUBSCRIPTION_REQUIRED for an exam the
 * student has not paid for.
 */
export async function studyPlan(
  deps: PlanDeps,
  user: AccessUser,
  examTypeId: number,
  offset: number,
): Promise<StudyPlanView> {
  const basis = await planBasis(deps, user, examTypeId);
  const nowMs = deps.clock.now();
  const today = localDate(nowMs, offset);
  const { startedOn, diagnosticSkipped } = await planStart(deps, user, examTypeId, today, offset);
  const paid = await premiumExamIds(deps.db, user, nowMs, [examTypeId]);
  const paidEnd = paid.get(examTypeId) ?? null;
  // The last paid day: the day of the last instant of access.
  const paidUntil = paidEnd ? localDate(Date.parse(paidEnd) - 1, offset) : null;
  const earliest = addDays(today, -PLAN_MAX_DAYS);
  const since = startedOn < earliest ? earliest : startedOn;
  const horizon = addDays(today, PLAN_MAX_DAYS);
  const [sessions, diagnostic, dues] = await Promise.all([
    submittedSince(deps.db, user.id, examTypeId, isoAt(startOfLocalDay(since, offset))),
    diagnosticSessions(deps.db, user.id, examTypeId),
    reviewDueDates(deps.db, user.id, examTypeId, isoAt(startOfLocalDay(horizon, offset))),
  ]);
  const doneByDay: Record<string, number> = {};
  const simulationDays: string[] = [];
  for (const s of sessions) {
    const day = localDate(s.submittedAt, offset);
    if (s.mode === 'simulation') simulationDays.push(day);
    // Reviews are the day's review count; a simulation is its own item of the plan.
    else if (s.mode !== 'review') doneByDay[day] = (doneByDay[day] ?? 0) + s.graded;
  }
  const reviewsByDay: Record<string, number> = {};
  for (const due of dues) {
    const day = localDate(due, offset);
    reviewsByDay[day] = (reviewsByDay[day] ?? 0) + 1;
  }
  const diagnosticState = diagnostic.submitted
    ? 'done'
    : diagnostic.open
      ? 'in-progress'
      : diagnosticSkipped
        ? 'skipped'
        : 'due';
  const plan = buildStudyPlan({
    today,
    startedOn,
    examDate: basis.examDate,
    paidUntil,
    targetPercent: basis.targetPercent,
    areas: basis.areas,
    doneByDay,
    reviewsByDay,
    simulationDays,
    diagnostic: diagnosticState,
    diagnosticQuestions: DIAGNOSTIC_QUESTIONS,
  });
  return {
    examTypeId: basis.exam.id,
    examName: basis.exam.name,
    today,
    examDate: basis.examDate,
    paidUntil,
    diagnostic: { state: diagnosticState, questions: DIAGNOSTIC_QUESTIONS },
    ...plan,
  };
}

/** Skips the diagnostic of a paid exam (its plan begins if it had not). */
export async function skipDiagnostic(
  deps: PlanDeps,
  user: AccessUser,
  examTypeId: number,
  offset: number,
) {
  await planBasis(deps, user, examTypeId);
  const nowMs = deps.clock.now();
  await planStart(deps, user, examTypeId, localDate(nowMs, offset), offset);
  const at = isoAt(nowMs);
  await markDiagnosticSkipped(deps.db, user.id, examTypeId, at);
  const row = await planRowOf(deps.db, user.id, examTypeId);
  return { examTypeId, skippedAt: row?.diagnostic_skipped_at ?? at };
}
