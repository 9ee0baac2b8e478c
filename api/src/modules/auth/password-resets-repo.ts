import type { Db } from '../../db/kysely';
import type { PasswordResetsTable } from '../../db/schema/accounts';

/* Password reset links: the database keeps each token's SHA-256 as the row id. */

export async function deleteResetLinksOfUser(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('password_resets').where('user_id', '=', userId).execute();
}

export async function insertResetLink(db: Db, row: PasswordResetsTable): Promise<void> {
  await db.insertInto('password_resets').values(row).execute();
}

/** The live link with this id (its user), if any. */
export function liveResetLink(db: Db, id: string, nowIso: string) {
  return db
    .selectFrom('password_resets')
    .select(['user_id'])
    .where('id', '=', id)
    .where('expires_at', '>', nowIso)
    .executeTakeFirst();
}

/** Deletes a live link; whether this call deleted it (a link is used once). */
export async function useResetLink(db: Db, id: string, nowIso: string): Promise<boolean> {
  const used = await db
    .deleteFrom('password_resets')
    .where('id', '=', id)
    .where('expires_at', '>', nowIso)
    .executeTakeFirst();
  return Number(used.numDeletedRows) === 1;
}

export async function deleteExpiredResetLinks(db: Db, nowIso: string): Promise<void> {
  await db.deleteFrom('password_resets').where('expires_at', '<=', nowIso).execute();
}
