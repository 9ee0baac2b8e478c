import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Payload } from 'payload';
import { inject } from 'vitest';
import { createApp } from '../app';
import { closeDeps, createDeps } from '../bootstrap';
import { type Config, loadConfig } from '../config';
import type { DatabaseTarget } from '../db/kysely';
import type { AppDeps } from '../deps';
import { lazyCms } from './lazy-cms';
import {
  buildSqliteTemplate,
  copyPostgresTemplate,
  copySqliteTemplate,
  defaultQuestionBankDir,
  type TemplateKind,
  type TestTemplates,
} from './test-templates';

/** Which database the api suite runs on: SQLite by default, PostgreSQL in the api-postgres project. */
export const testDialect = process.env.API_TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite';

export type TestContext = {
  deps: AppDeps;
  /** The app database, for a second node on the same one (`createTestContext(env, { database })`). */
  database: DatabaseTarget;
  app: ReturnType<typeof createApp>;
  /**
   * The CMS's Local API. Payload starts on first use (a call on it, or a request that reads
   * content), so files that never touch the CMS never load it.
   */
  readonly payload: Payload;
  config: Config;
  close(): Promise<void>;
};

/** The run's templates (api/src/test/global-setup.ts), or null outside the api projects. */
function templates(): TestTemplates | null {
  try {
    return inject('apiTestTemplates') ?? null;
  } catch {
    return null;
  }
}

/** The app database of a new context: a copy of the run's template, or migrated here. */
async function appDatabase(
  config: Config,
  kind: TemplateKind,
  found: TestTemplates | null,
): Promise<{ target: DatabaseTarget; drop(): Promise<void> }> {
  const none = async () => {};
  if (testDialect === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('API_TEST_DATABASE=postgres needs TEST_DATABASE_URL');
    if (!found?.postgres) throw new Error('no PostgreSQL template: run the api-postgres project');
    return copyPostgresTemplate(url, found.postgres[kind]);
  }
  if (config.database.kind !== 'sqlite') return { target: config.database, drop: none };
  if (found?.sqlite) copySqliteTemplate(found.sqlite[kind], config.database.path);
  else await buildSqliteTemplate(config.database.path, kind);
  return { target: config.database, drop: none };
}

/**
 * A fresh app database (a copy of the run's migrated template: SQLite file or PostgreSQL
 * database) and a fresh CMS database in a temporary folder, with the real app on top. One
 * per test file. The template holds the seed question bank unless QUESTION_BANK_DIR names
 * another folder (that folder is then loaded into an empty database); the demo account and
 * ADMIN_EMAIL's administrator are added as at start-up.
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
  const found = templates();
  const kind: TemplateKind = config.questionBankDir === defaultQuestionBankDir() ? 'bank' : 'empty';
  const app = options.database
    ? { target: options.database, drop: async () => {} }
    : await appDatabase(config, kind, found);

  const cms = lazyCms(async () => {
    const { getPayload } = await import('payload');
    const { createCmsConfig } = await import('@app/cms/create-config');
    const payload = await getPayload({
      // One instance per context: the files of a worker share one module graph (isolate: false,
      // decision 0041), and Payload otherwise keeps one instance per process.
      key: dir,
      config: createCmsConfig({
        ...(config.cms.databaseUrl ? { databaseUrl: config.cms.databaseUrl } : {}),
        sqlitePath: config.cms.sqlitePath,
        secret: config.cms.secret,
        // Uploads made by a test (e.g. the seed's media) stay in the temp folder.
        mediaDir: join(dir, 'media'),
        logLevel: 'warn',
      }),
    });
    // The CMS process migrates its own database; here the test plays that part.
    const { migrationsFor } = await import('@app/cms/migrations');
    await payload.db.migrate({ migrations: migrationsFor(config.cms.databaseUrl) });
    return payload;
  }, config.cms);

  let deps: AppDeps;
  try {
    deps = await createDeps(config, { database: app.target, quiet: true, content: cms.content });
  } catch (error) {
    await app.drop();
    throw error;
  }
  return {
    deps,
    database: app.target,
    app: createApp(deps),
    get payload() {
      return cms.payload();
    },
    config,
    async close() {
      await closeDeps(deps);
      await app.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
