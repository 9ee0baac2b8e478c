import type { Db } from '../../db/kysely';

/** A page of accounts, newest first, and how many there are. */
export async function userRows(db: Db, page: { limit: number; offset: number }) {
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
  return { rows, total: Number(count.n) };
}
