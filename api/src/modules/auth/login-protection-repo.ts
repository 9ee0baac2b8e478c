import { sql } from 'kysely';
import type { Db } from '../../db/kysely';
import type { AccountUnlocksTable, TrustedDevicesTable } from '../../db/schema/accounts';

/*
 * The rows of sign-in protection (decision 0010, login-protection.ts): failures per e-mail and
 * address, trusted browsers and one-time unlock links. Tokens are stored as their SHA-256.
 */

export function throttleOf(db: Db, key: string) {
  return db
    .selectFrom('login_throttle')
    .select(['failures', 'last_failure_at'])
    .where('key', '=', key)
    .executeTakeFirst();
}

/** Counts one failure; a pair last failing at or before `forgottenIso` starts again at 1. */
export async function countThrottleFailure(
  db: Db,
  key: string,
  nowIso: string,
  forgottenIso: string,
): Promise<void> {
  await db
    .insertInto('login_throttle')
    .values({ key, failures: 1, last_failure_at: nowIso })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        failures: sql<number>`case when login_throttle.last_failure_at <= ${forgottenIso} then 1 else login_throttle.failures + 1 end`,
        last_failure_at: nowIso,
      }),
    )
    .execute();
}

export async function deleteThrottle(db: Db, key: string): Promise<void> {
  await db.deleteFrom('login_throttle').where('key', '=', key).execute();
}

export async function deleteThrottlesBefore(db: Db, oldestIso: string): Promise<void> {
  await db.deleteFrom('login_throttle').where('last_failure_at', '<', oldestIso).execute();
}

export async function deleteExpiredTrustedDevices(db: Db, nowIso: string): Promise<void> {
  await db.deleteFrom('trusted_devices').where('expires_at', '<=', nowIso).execute();
}

export async function deleteExpiredUnlocks(db: Db, nowIso: string): Promise<void> {
  await db.deleteFrom('account_unlocks').where('expires_at', '<=', nowIso).execute();
}

/** The user's live trusted device with this token hash, if any. */
export function liveTrustedDevice(db: Db, id: string, userId: string, nowIso: string) {
  return db
    .selectFrom('trusted_devices')
    .select('id')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('expires_at', '>', nowIso)
    .executeTakeFirst();
}

export async function insertTrustedDevice(db: Db, row: TrustedDevicesTable): Promise<void> {
  await db.insertInto('trusted_devices').values(row).execute();
}

export async function insertUnlock(db: Db, row: AccountUnlocksTable): Promise<void> {
  await db.insertInto('account_unlocks').values(row).execute();
}

export function liveUnlock(db: Db, id: string, nowIso: string) {
  return db
    .selectFrom('account_unlocks')
    .select('user_id')
    .where('id', '=', id)
    .where('expires_at', '>', nowIso)
    .executeTakeFirst();
}

/** Deletes an unlock link; whether this call deleted it (a link is used once). */
export async function deleteUnlock(db: Db, id: string): Promise<boolean> {
  const used = await db.deleteFrom('account_unlocks').where('id', '=', id).executeTakeFirst();
  return Number(used.numDeletedRows) === 1;
}
