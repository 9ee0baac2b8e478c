import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/kysely';
import { preparedQuery } from '../../db/prepared-query';

export function listSubscriptionRows(db: Db, userId: string) {
  return db
    .selectFrom('subscriptions')
    .select(['id', 'exam_type_id', 'status', 'starts_at', 'expires_at'])
    .where('user_id', '=', userId)
    .orderBy('expires_at', 'desc')
    .execute();
}

/** Active and unexpired subscriptions of a user (spec §4), newest expiry first. */
const activeRows = (db: Db, userId: string, status: string, nowIso: string) =>
  db
    .selectFrom('subscriptions')
    .select(['id', 'exam_type_id', 'status', 'expires_at'])
    .where('user_id', '=', userId)
    .where('status', '=', status)
    .where('expires_at', '>', nowIso);

const activeOfUser = preparedQuery((db, userId: string, nowIso: string) =>
  activeRows(db, userId, 'active', nowIso).orderBy('expires_at', 'desc'),
);

const activeOfUserExam = preparedQuery((db, userId: string, nowIso: string, examTypeId: number) =>
  activeRows(db, userId, 'active', nowIso)
    .where('exam_type_id', '=', examTypeId)
    .orderBy('expires_at', 'desc'),
);

export async function activeSubscriptionRows(
  db: Db,
  userId: string,
  nowIso: string,
  examTypeId?: number,
) {
  const result =
    examTypeId === undefined
      ? await activeOfUser(db, userId, nowIso)
      : await activeOfUserExam(db, userId, nowIso, examTypeId);
  return result.rows;
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
