import type { Db } from '../../db/kysely';
import { preparedQuery } from '../../db/prepared-query';
import type { SessionsTable } from '../../db/schema/accounts';

export async function insertSession(db: Db, row: SessionsTable): Promise<void> {
  await db.insertInto('sessions').values(row).execute();
}

/** A session by id with its user's row (prepared once: it runs on every request). */
export const sessionWithUser = preparedQuery((db, id: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select([
      'sessions.id as session_id',
      'sessions.secret_hash',
      'sessions.expires_at',
      'sessions.absolute_expires_at',
    ])
    .where('sessions.id', '=', id),
);

export async function setSessionExpiry(db: Db, id: string, expiresAt: string): Promise<void> {
  await db.updateTable('sessions').set({ expires_at: expiresAt }).where('id', '=', id).execute();
}

export async function deleteSession(db: Db, id: string) {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

/** Ends every session of a user, or every one but `exceptId`. */
export async function deleteUserSessions(db: Db, userId: string, exceptId?: string) {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptId) query = query.where('id', '!=', exceptId);
  await query.execute();
}

export async function deleteExpiredSessions(db: Db, nowIso: string) {
  await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', nowIso), eb('absolute_expires_at', '<=', nowIso)]))
    .execute();
}
