import type { Db } from '../../db/kysely';
import { toUser } from '../auth/repo';

export async function listUsers(db: Db, page: { limit: number; offset: number }) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('users')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('email')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    users: rows.map((row) => ({ ...toUser(row), createdAt: row.created_at })),
    total: Number(count.n),
  };
}
