import { isSubscriptionActive, subscriptionExpiry, type UserSubscription } from '@app/domain';
import type { Db } from '../../db/kysely';
import { isoAt } from '../../lib/clock';
import { activeSubscriptionRows, insertSubscription, listSubscriptionRows } from './repo';

export type AccessUser = { id: string; isAdmin: boolean };

/** Exams a user has full access to now: active subscriptions (administrators have all). */
export async function premiumExamIds(
  db: Db,
  user: AccessUser,
  nowMs: number,
  allExamIds: readonly number[],
): Promise<Map<number, string | null>> {
  if (user.isAdmin) return new Map(allExamIds.map((id) => [id, null]));
  const rows = await activeSubscriptionRows(db, user.id, isoAt(nowMs));
  const access = new Map<number, string | null>();
  for (const row of rows) {
    if (!isSubscriptionActive({ status: row.status, expiresAt: row.expires_at }, new Date(nowMs)))
      continue;
    if (!access.has(row.exam_type_id)) access.set(row.exam_type_id, row.expires_at);
  }
  return access;
}

export async function hasPremiumAccess(
  db: Db,
  user: AccessUser,
  examTypeId: number,
  nowMs: number,
): Promise<boolean> {
  if (user.isAdmin) return true;
  const rows = await activeSubscriptionRows(db, user.id, isoAt(nowMs), examTypeId);
  return rows.length > 0;
}

/** Spec §3 subscription status: any active subscription, and the latest expiry among them. */
export async function subscriptionStatus(db: Db, userId: string, nowMs: number) {
  const rows = await activeSubscriptionRows(db, userId, isoAt(nowMs));
  return { hasActiveSubscription: rows.length > 0, expiresAt: rows[0]?.expires_at ?? null };
}

export async function userSubscriptions(db: Db, userId: string): Promise<UserSubscription[]> {
  const rows = await listSubscriptionRows(db, userId);
  return rows.map((r) => ({
    id: r.id,
    examTypeId: r.exam_type_id,
    status: r.status,
    expiresAt: r.expires_at,
  }));
}

/**
 * Grants 10 days of one exam (what a confirmed payment will call). Bought while still active,
 * the new period starts when the current one ends, so no paid day is lost.
 */
export async function grantSubscription(
  db: Db,
  userId: string,
  examTypeId: number,
  nowMs: number,
): Promise<{ id: string; expiresAt: string }> {
  const [current] = await activeSubscriptionRows(db, userId, isoAt(nowMs), examTypeId);
  const start = current ? new Date(current.expires_at) : new Date(nowMs);
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
