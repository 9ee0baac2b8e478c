import { Migrator } from 'kysely';
import type { Db } from './kysely';
import { migrations } from './migrations';

/** Brings the database to the latest migration; throws with the failing migration's error. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${String(error)}`, { cause: error });
  }
  return (results ?? []).map((r) => r.migrationName);
}
