import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/kysely';

export function listSubscriptionRows(db: Db, userId: string) {
  return db
    .selectFrom('subscriptions')
    .select(['id', 'exam_type_id', 'status', 'starts_at', 'expires_at'])
    .where('user_id', '=', userId)
    .orderBy('expires_at', 'desc')
    .execute();
}

/** Active and unexpired subscriptions of a user (spec §4), newest expiry first. */
export function activeSubscriptionRows(
  db: Db,
  userId: string,
  nowIso: string,
  examTypeId?: number,
) {
  let query = db
    .selectFrom('subscriptions')
    .select(['id', 'exam_type_id', 'status', 'expires_at'])
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .where('expires_at', '>', nowIso);
  if (examTypeId !== undefined) query = query.where('exam_type_id', '=', examTypeId);
  return query.orderBy('expires_at', 'desc').execute();
}

export async function insertSubscription(
  db: Db,
  values: { userId: string; examTypeId: number; startsAt: string; expiresAt: string; now: string },
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('subscriptions')
    .values({
      id,
      user_id: values.userId,
      exam_type_id: values.examTypeId,
      status: 'active',
      starts_at: values.startsAt,
      expires_at: values.expiresAt,
      created_at: values.now,
      updated_at: values.now,
    })
    .execute();
  return id;
}
