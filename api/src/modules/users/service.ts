import type { Db } from '../../db/kysely';
import { toUser } from '../auth/repo';
import { userRows } from './repo';

/** The accounts of the site, a page at a time (administrators). */
export async function listUsers(db: Db, page: { limit: number; offset: number }) {
  const { rows, total } = await userRows(db, page);
  return { users: rows.map((row) => ({ ...toUser(row), createdAt: row.created_at })), total };
}
