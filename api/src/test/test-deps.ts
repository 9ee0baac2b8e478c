import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Payload } from 'payload';
import pg from 'pg';
import { createApp } from '../app';
import { closeDeps, createDeps } from '../bootstrap';
import { type Config, loadConfig } from '../config';
import type { DatabaseTarget } from '../db/kysely';
import type { AppDeps } from '../deps';

/** Which database the api suite runs on: SQLite by default, PostgreSQL in the api-postgres project. */
export const testDialect = process.env.API_TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite';

export type TestContext = {
  deps: AppDeps;
  /** The app database, for a second node on the same one (`createTestContext(env, { database })`). */
  database: DatabaseTarget;
  app: ReturnType<typeof createApp>;
  payload: Payload;
  config: Config;
  close(): Promise<void>;
};

async function postgresSchema(
  url: string,
): Promise<{ target: DatabaseTarget; drop(): Promise<void> }> {
  const schema = `api_test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`create schema ${schema}`);
  await client.end();
  return {
    target: { kind: 'postgres', url, searchPath: schema },
    async drop() {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop schema if exists ${schema} cascade`);
      await dropper.end();
    },
  };
}

/**
 * A freshly migrated app database (SQLite file or a new PostgreSQL schema) and a freshly
 * migrated CMS database in a temporary folder, with the real app on top. One per test file.
 */
export async function createTestContext(
  env: Record<string, string> = {},
  /** `database`: another context's, to run a second api node on it (it stays the owner's). */
  options: { database?: DatabaseTarget } = {},
): Promise<TestContext> {
  const dir = mkdtempSync(join(tmpdir(), 'api-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    SQLITE_PATH: join(dir, 'app.db'),
    CMS_SQLITE_PATH: join(dir, 'cms.db'),
    WEB_DIST: join(dir, 'no-web-dist'),
    LOG_REQUESTS: 'false',
    MAIL_OUTBOX_DIR: join(dir, 'outbox'),
    ...env,
  });
  let dropSchema = async () => {};
  let database: DatabaseTarget = config.database;
  if (options.database) {
    database = options.database;
  } else if (testDialect === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('API_TEST_DATABASE=postgres needs TEST_DATABASE_URL');
    const pgSchema = await postgresSchema(url);
    database = pgSchema.target;
    dropSchema = pgSchema.drop;
  }
  const { getPayload } = await import('payload');
  const { createCmsConfig } = await import('@app/cms/create-config');
  const { migrationsFor } = await import('@app/cms/migrations');
  // The CMS process migrates its own database; here the test plays that part first.
  const setup = await getPayload({
    config: createCmsConfig({
      sqlitePath: config.cms.sqlitePath,
      secret: config.cms.secret,
      // Uploads made by a test (e.g. the seed's media) stay in the temp folder.
      mediaDir: join(dir, 'media'),
      logLevel: 'warn',
    }),
  });
  await setup.db.migrate({ migrations: migrationsFor(config.cms.databaseUrl) });
  const deps = await createDeps(config, { database, quiet: true });
  const app = createApp(deps);
  return {
    deps,
    database,
    app,
    payload: setup,
    config,
    async close() {
      await closeDeps(deps);
      await dropSchema();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
