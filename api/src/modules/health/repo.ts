import { sql } from 'kysely';
import type { Db } from '../../db/kysely';

/** The cheapest round trip to the database. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
