import { createPayloadContent, openPayload } from './cms';
import type { Config } from './config';
import { createDb, type DatabaseTarget } from './db/kysely';
import { migrateToLatest } from './db/migrate';
import type { AppDeps } from './deps';
import { createLogger } from './lib/logger';
import { createLifecycle } from './lifecycle';
import { loadExamCatalogue } from './modules/exams/service';

/** Opens the databases, migrates the app database and loads in-memory catalogue data. */
export async function createDeps(
  config: Config,
  options: { database?: DatabaseTarget; quiet?: boolean } = {},
): Promise<AppDeps> {
  const log = createLogger({ quiet: options.quiet ?? false });
  const db = createDb(options.database ?? config.database);
  try {
    const applied = await migrateToLatest(db);
    if (applied.length) log.info('migrated app database', { applied });
    const exams = await loadExamCatalogue(db);
    const payload = await openPayload(config.cms);
    const content = createPayloadContent(payload, config.cms);
    return { config, db, exams, content, lifecycle: createLifecycle(), log };
  } catch (error) {
    await db.destroy();
    throw error;
  }
}

export async function closeDeps(deps: AppDeps): Promise<void> {
  await Promise.allSettled([deps.content.close(), deps.db.destroy()]);
}
