import { randomBytes } from 'node:crypto';
import { aWrongResponse, DEMO_ACCOUNT, findExamBySlug, SUBSCRIPTION_DAYS } from '@app/domain';
import type { AppDeps } from '../../deps';
import { isoAt } from '../../lib/clock';
import { insertUser, type UserRow } from '../auth/repo';
import { grantSubscription, hasPremiumAccess } from '../subscriptions/service';
import { deleteDemoVisitorsBefore } from './demo-visitors-repo';
import { questionsByIds } from './repo';
import { startSession, submitSession } from './service';
import { gradableOf, type QuestionRow } from './views';

type DemoDeps = Pick<AppDeps, 'db' | 'clock' | 'exams' | 'questionPool'>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Past tests of the demo account: days ago, exam, share answered right (a rising curve). */
const DEMO_HISTORY = [
  { daysAgo: 12, exam: 'ati-teas-7', accuracy: 0.55 },
  { daysAgo: 9, exam: 'ati-teas-7', accuracy: 0.65 },
  { daysAgo: 6, exam: 'ati-teas-7', accuracy: 0.7 },
  { daysAgo: 4, exam: 'hesi-a2', accuracy: 0.34 },
  { daysAgo: 3, exam: 'ati-teas-7', accuracy: 0.8 },
  { daysAgo: 1, exam: 'ati-teas-7', accuracy: 0.85 },
] as const;

/**
 * A practice history for a demo visitor: what a student who practised looks like. An active
 * ATI TEAS 7 subscription and six completed tests played through the real engine with a
 * clock set in the past (a rising curve, and one weak HESI A2 attempt).
 */
export async function seedDemoHistory(deps: DemoDeps, userId: string): Promise<void> {
  const user = { id: userId, isAdmin: false };
  const teas = findExamBySlug('ati-teas-7');
  const now = deps.clock.now();
  if (teas && !(await hasPremiumAccess(deps.db, user, teas.id, now))) {
    // Paid access holds only inside a paid period (decision 0019), and the history's tests are
    // played with the clock in the past: two 10-day periods cover them, the second running now.
    const first = now - (DEMO_HISTORY[0].daysAgo + 1) * DAY_MS;
    await grantSubscription(deps.db, userId, teas.id, first);
    await grantSubscription(deps.db, userId, teas.id, first + SUBSCRIPTION_DAYS * DAY_MS);
  }
  for (const step of DEMO_HISTORY) {
    const exam = findExamBySlug(step.exam);
    if (!exam) continue;
    const startedAt = now - step.daysAgo * DAY_MS;
    let at = startedAt;
    const past: DemoDeps = { ...deps, clock: { now: () => at } };
    const session = await startSession(past, user, { examTypeId: exam.id, mode: 'timed' }).catch(
      () => null,
    );
    if (!session) continue;
    const keys = await questionsByIds(deps.db, session.questionIds);
    const itemOf = new Map(keys.map((q) => [q.id, gradableOf(q as QuestionRow)]));
    const right = Math.round(session.questionIds.length * step.accuracy);
    const answers: Record<string, string> = {};
    for (const [i, id] of session.questionIds.entries()) {
      const item = itemOf.get(id);
      if (!item) continue;
      answers[id] = i < right ? item.correctAnswer : aWrongResponse(item);
    }
    at += session.questionIds.length * 45_000;
    await submitSession(past, user, { sessionId: session.id, answers });
  }
}

/** How long a demo visitor's own copy lives before the sweep removes it. */
export const DEMO_VISITOR_LIFETIME_MS = DAY_MS;

/**
 * Try Demo: each visitor gets an account of their own, a copy of the demo student with the
 * same restrictions (is_demo) and a fresh practice history, so visitors never see or change
 * each other's tests. It cannot be signed into again by password, and lives for a day.
 */
export async function createDemoVisitor(deps: DemoDeps): Promise<UserRow> {
  const row = await insertUser(
    deps.db,
    {
      email: `demo-${randomBytes(8).toString('hex')}@visitors.preppilot.app`,
      firstName: DEMO_ACCOUNT.firstName,
      lastName: DEMO_ACCOUNT.lastName,
      // Never used: a visitor's copy is reached only through Try Demo.
      passwordHash: `!demo-visitor-${randomBytes(16).toString('hex')}`,
      isDemo: true,
    },
    isoAt(deps.clock.now()),
  );
  await seedDemoHistory(deps, row.id);
  return row;
}

/** Removes demo visitors' copies older than a day (their practice rows go with them). */
export async function deleteOldDemoVisitors(deps: Pick<AppDeps, 'db'>, nowMs: number) {
  return deleteDemoVisitorsBefore(deps.db, isoAt(nowMs - DEMO_VISITOR_LIFETIME_MS));
}
