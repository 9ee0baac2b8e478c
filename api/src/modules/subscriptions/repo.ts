import { randomUUID } from 'node:crypto';
import { ACTIVE_PERIOD_RULE, PERIOD_STATUS, type PeriodMove } from '@app/domain';
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

/**
 * Domain ACTIVE_PERIOD_RULE in SQL (packages/domain/src/periods.ts, as `isSubscriptionActive`
 * applies it in memory): status active, starts_at <= now, expires_at > now. periods.test.ts
 * checks the two agree.
 */
const coveringOfUserExam = preparedQuery((db, userId: string, nowIso: string, examTypeId: number) =>
  db
    .selectFrom('subscriptions')
    .select('id')
    .where('user_id', '=', userId)
    .where('exam_type_id', '=', examTypeId)
    .where('status', '=', ACTIVE_PERIOD_RULE.status)
    .where('starts_at', ACTIVE_PERIOD_RULE.startsAt, nowIso)
    .where('expires_at', ACTIVE_PERIOD_RULE.expiresAt, nowIso)
    .limit(1),
);

/** Whether a period of this exam gives the user access at `nowIso`. */
export async function hasCoveringPeriod(
  db: Db,
  userId: string,
  nowIso: string,
  examTypeId: number,
): Promise<boolean> {
  return (await coveringOfUserExam(db, userId, nowIso, examTypeId)).rows.length > 0;
}

/**
 * Active periods not over at `nowIso` (running or to come: the rule without its start), of
 * every exam: paid-until reads them.
 */
const currentOfUser = preparedQuery((db, userId: string, nowIso: string) =>
  db
    .selectFrom('subscriptions')
    .select(['id', 'exam_type_id', 'status', 'starts_at', 'expires_at'])
    .where('user_id', '=', userId)
    .where('status', '=', ACTIVE_PERIOD_RULE.status)
    .where('expires_at', ACTIVE_PERIOD_RULE.expiresAt, nowIso),
);

export async function currentPeriodRows(db: Db, userId: string, nowIso: string) {
  return (await currentOfUser(db, userId, nowIso)).rows;
}

/** Every period of one user's exam (the user's row is locked by the caller when it writes). */
export function periodsOfExam(db: Db, userId: string, examTypeId: number) {
  return db
    .selectFrom('subscriptions')
    .select(['id', 'status', 'starts_at', 'expires_at'])
    .where('user_id', '=', userId)
    .where('exam_type_id', '=', examTypeId)
    .execute();
}

export function periodById(db: Db, id: string) {
  return db
    .selectFrom('subscriptions')
    .select(['id', 'user_id', 'exam_type_id', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function markPeriodRefunded(db: Db, id: string, nowIso: string): Promise<void> {
  await db
    .updateTable('subscriptions')
    .set({ status: PERIOD_STATUS.refunded, updated_at: nowIso })
    .where('id', '=', id)
    .execute();
}

export async function movePeriods(db: Db, moves: readonly PeriodMove[], nowIso: string) {
  for (const move of moves) {
    await db
      .updateTable('subscriptions')
      .set({ starts_at: move.startsAt, expires_at: move.expiresAt, updated_at: nowIso })
      .where('id', '=', move.id)
      .execute();
  }
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
      status: PERIOD_STATUS.active,
      starts_at: values.startsAt,
      expires_at: values.expiresAt,
      created_at: values.now,
      updated_at: values.now,
    })
    .execute();
  return id;
}
