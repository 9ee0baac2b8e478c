import { DEMO_ACCOUNT, findExamBySlug } from '@app/domain';
import type { AppDeps } from '../../deps';
import type { Logger } from '../../lib/logger';
import { findUserByEmail } from '../auth/repo';
import { grantSubscription, hasPremiumAccess } from '../subscriptions/service';
import { questionsByIds } from './repo';
import { answerQuestion, startSession, submitSession } from './service';

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
 * The shared demo account shows what a student who practised looks like: an active ATI TEAS 7
 * subscription (renewed at start-up when it has run out) and, once, a history of completed
 * tests played through the real engine with a clock set in the past.
 */
export async function seedDemoPractice(deps: DemoDeps, log: Logger): Promise<void> {
  const demo = await findUserByEmail(deps.db, DEMO_ACCOUNT.email);
  if (!demo) return;
  const user = { id: demo.id, isAdmin: false };
  const teas = findExamBySlug('ati-teas-7');
  const now = deps.clock.now();
  if (teas && !(await hasPremiumAccess(deps.db, user, teas.id, now))) {
    await grantSubscription(deps.db, demo.id, teas.id, now);
  }
  const anySession = await deps.db
    .selectFrom('test_sessions')
    .select('id')
    .where('user_id', '=', demo.id)
    .executeTakeFirst();
  if (anySession) return;
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
    const keyOf = new Map(keys.map((q) => [q.id, q.correct_answer]));
    const right = Math.round(session.questionIds.length * step.accuracy);
    for (const [i, id] of session.questionIds.entries()) {
      at += 45_000;
      const key = keyOf.get(id) ?? 'A';
      const wrong = key === 'A' ? 'B' : 'A';
      await answerQuestion(past, user, {
        sessionId: session.id,
        questionId: id,
        answer: i < right ? key : wrong,
      });
    }
    await submitSession(past, user, { sessionId: session.id });
  }
  log.info('seeded the demo account practice history', { tests: DEMO_HISTORY.length });
}
