import {
  nextPeriodStart,
  PERIOD_STATUS,
  paidUntil,
  periodsAfterRefund,
  subscriptionExpiry,
  type UserSubscription,
} from '@app/domain';
import type { Db } from '../../db/kysely';
import { isoAt } from '../../lib/clock';
import {
  currentPeriodRows,
  hasCoveringPeriod,
  insertSubscription,
  listSubscriptionRows,
  markPeriodRefunded,
  movePeriods,
  periodById,
  periodsOfExam,
} from './repo';

export type AccessUser = { id: string; isAdmin: boolean };

const toPeriod = (row: { status: string; starts_at: string; expires_at: string }) => ({
  status: row.status,
  startsAt: row.starts_at,
  expiresAt: row.expires_at,
});

/**
 * Exams a user has full access to now, each with the end of its paid access (through stacked
 * periods); administrators have every exam, with no end.
 */
export async function premiumExamIds(
  db: Db,
  user: AccessUser,
  nowMs: number,
  allExamIds: readonly number[],
): Promise<Map<number, string | null>> {
  if (user.isAdmin) return new Map(allExamIds.map((id) => [id, null]));
  return paidUntilByExam(db, user.id, nowMs);
}

async function paidUntilByExam(db: Db, userId: string, nowMs: number) {
  const rows = await currentPeriodRows(db, userId, isoAt(nowMs));
  const byExam = new Map<number, ReturnType<typeof toPeriod>[]>();
  for (const row of rows) {
    const list = byExam.get(row.exam_type_id) ?? [];
    list.push(toPeriod(row));
    byExam.set(row.exam_type_id, list);
  }
  const access = new Map<number, string | null>();
  for (const [examTypeId, periods] of byExam) {
    const until = paidUntil(periods, new Date(nowMs));
    if (until) access.set(examTypeId, until);
  }
  return access;
}

/** Whether the user may use the exam's premium features now (practice, explanations, results). */
export async function hasPremiumAccess(
  db: Db,
  user: AccessUser,
  examTypeId: number,
  nowMs: number,
): Promise<boolean> {
  if (user.isAdmin) return true;
  return hasCoveringPeriod(db, user.id, isoAt(nowMs), examTypeId);
}

/** Spec §3 subscription status: whether any exam's access runs now, and the latest paid end. */
export async function subscriptionStatus(db: Db, userId: string, nowMs: number) {
  const ends = [...(await paidUntilByExam(db, userId, nowMs)).values()].filter(
    (end): end is string => end !== null,
  );
  const latest = ends.sort().at(-1) ?? null;
  return { hasActiveSubscription: latest !== null, expiresAt: latest };
}

export async function userSubscriptions(db: Db, userId: string): Promise<UserSubscription[]> {
  const rows = await listSubscriptionRows(db, userId);
  return rows.map((r) => ({
    id: r.id,
    examTypeId: r.exam_type_id,
    status: r.status,
    startsAt: r.starts_at,
    expiresAt: r.expires_at,
  }));
}

/**
 * Grants one period of one exam (a confirmed payment). Bought while access runs or another
 * period waits, it starts when the last active period ends, so no paid day is lost. The caller
 * holds the user's row lock (payments/repo lockUser) when periods may be written concurrently.
 */
export async function grantSubscription(
  db: Db,
  userId: string,
  examTypeId: number,
  nowMs: number,
): Promise<{ id: string; expiresAt: string }> {
  const periods = (await periodsOfExam(db, userId, examTypeId)).map(toPeriod);
  const start = nextPeriodStart(periods, new Date(nowMs));
  const expiresAt = subscriptionExpiry(start).toISOString();
  const id = await insertSubscription(db, {
    userId,
    examTypeId,
    startsAt: start.toISOString(),
    expiresAt,
    now: isoAt(nowMs),
  });
  return { id, expiresAt };
}

/**
 * Refunds one period (decision 0019): it gives no more access, and the periods of the same
 * exam that have not started move up to start when the previous active one ends, or now.
 * Run inside the refund's transaction, with the user's row locked.
 */
export async function refundPeriod(db: Db, periodId: string, nowMs: number): Promise<void> {
  const period = await periodById(db, periodId);
  if (!period || period.status !== PERIOD_STATUS.active) return;
  const now = isoAt(nowMs);
  await markPeriodRefunded(db, period.id, now);
  const periods = (await periodsOfExam(db, period.user_id, period.exam_type_id)).map((row) => ({
    id: row.id,
    ...toPeriod(row),
  }));
  await movePeriods(db, periodsAfterRefund(periods, new Date(nowMs)), now);
}
