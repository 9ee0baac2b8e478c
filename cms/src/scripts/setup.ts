/**
 * One-shot CMS setup: run pending migrations, then the idempotent seed.
 * Bundled to cms/dist/setup.mjs; run with
 *   NODE_ENV=production node --conditions=production cms/dist/setup.mjs
 */
import { writeFileSync } from 'node:fs';
import { getPayload } from 'payload';
import { optionsFromEnv } from '../create-config';
import { migrationsFor } from '../migrations';
import { seedCms } from '../seed';

async function main(): Promise<void> {
  const started = Date.now();
  const { databaseUrl, sqlitePath } = optionsFromEnv();
  console.log(`[cms setup] database: ${databaseUrl ? 'postgres' : `sqlite ${sqlitePath}`}`);
  // Imported here, not at the top, so a configuration error is reported by main() below.
  const { default: config } = await import('../payload.config');
  const payload = await getPayload({ config });
  console.log('[cms setup] payload initialised');
  await payload.db.migrate({ migrations: migrationsFor(databaseUrl) });
  console.log('[cms setup] migrations applied');
  const result = await seedCms(payload, { log: (line) => console.log(line) });
  // For `pnpm start`: whether the admin password it generated became the editor's (issue 22
  // item 17: a second node must not print a password that does not work).
  const report = process.env.CMS_SETUP_REPORT;
  if (report) writeFileSync(report, JSON.stringify({ createdAdmin: result.createdAdmin }));
  console.log(`[cms setup] done in ${Date.now() - started} ms`);
  await payload.destroy();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    const configProblem =
      error instanceof Error && error.message.startsWith('Invalid CMS environment');
    console.error('[cms setup] failed:', configProblem ? error.message : error);
    process.exit(1);
  },
);
