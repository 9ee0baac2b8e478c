import { DEMO_ACCOUNT } from '@app/domain';
import type { Db } from '../../db/kysely';

/** Deletes Try Demo visitors' own accounts created before `beforeIso` (never the demo account). */
export async function deleteDemoVisitorsBefore(db: Db, beforeIso: string): Promise<number> {
  const result = await db
    .deleteFrom('users')
    .where('is_demo', '=', 1)
    .where('email', '!=', DEMO_ACCOUNT.email)
    .where('created_at', '<', beforeIso)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
