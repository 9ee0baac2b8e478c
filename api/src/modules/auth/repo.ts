import type { User } from '@app/domain';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/kysely';
import type { UsersTable } from '../../db/schema/accounts';

export type UserRow = Selectable<UsersTable>;

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    profileImageUrl: row.profile_image_url,
    isAdmin: Boolean(row.is_admin),
    isDemo: Boolean(row.is_demo),
  };
}

export function findUserByEmail(db: Db, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findUserById(db: Db, id: string) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertUser(
  db: Db,
  user: {
    email: string;
    firstName: string;
    lastName: string;
    passwordHash: string;
    isAdmin?: boolean;
    isDemo?: boolean;
  },
  nowIso: string,
): Promise<UserRow> {
  const row: UserRow = {
    id: crypto.randomUUID(),
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    profile_image_url: null,
    is_admin: user.isAdmin ? 1 : 0,
    is_demo: user.isDemo ? 1 : 0,
    password_hash: user.passwordHash,
    created_at: nowIso,
    updated_at: nowIso,
    time_multiplier: 1,
    extra_breaks: 0,
  };
  await db.insertInto('users').values(row).execute();
  return row;
}

export async function updateUserNames(
  db: Db,
  id: string,
  /** A name left undefined keeps its value. */
  names: { firstName?: string; lastName?: string },
  nowIso: string,
) {
  await db
    .updateTable('users')
    .set({
      ...(names.firstName !== undefined && { first_name: names.firstName }),
      ...(names.lastName !== undefined && { last_name: names.lastName }),
      updated_at: nowIso,
    })
    .where('id', '=', id)
    .execute();
}

export async function setAdmin(db: Db, id: string, nowIso: string) {
  await db
    .updateTable('users')
    .set({ is_admin: 1, updated_at: nowIso })
    .where('id', '=', id)
    .execute();
}

export async function setPasswordHash(db: Db, id: string, passwordHash: string, nowIso: string) {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: nowIso })
    .where('id', '=', id)
    .execute();
}
