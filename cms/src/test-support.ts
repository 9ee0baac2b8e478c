/**
 * Test helper: a Payload instance on a fresh, migrated database, with uploads stored in a
 * temp directory.
 *
 * SQLite by default: a file in a new temp directory. With CMS_TEST_DATABASE_URL set to a
 * PostgreSQL URL (e.g. postgres://postgres@127.0.0.1:5432/postgres), each call creates its own
 * database next to the one named in the URL (cms_test_<random>), migrates it, and drops it on
 * close; the URL's user needs CREATEDB.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getPayload, type Payload } from 'payload';
import { type CmsOptions, createCmsConfig, isPostgresUrl } from './create-config';
import { migrationsFor } from './migrations';

export type TestCms = {
  payload: Payload;
  dir: string;
  /** Where uploads are stored (dir/media). */
  mediaDir: string;
  dialect: 'sqlite' | 'postgres';
  close: () => Promise<void>;
};

type PgClient = {
  connect(): Promise<unknown>;
  query(sql: string): Promise<unknown>;
  end(): Promise<void>;
};
type PgModule = { Client: new (config: { connectionString: string }) => PgClient };

function withDatabase(url: string, database: string): string {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
}

/** `overrides`: options of the config under test (e.g. `siteInternalUrl`, `s3`). */
export async function startTestCms(
  overrides: Pick<CmsOptions, 'siteInternalUrl' | 's3'> = {},
): Promise<TestCms> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-test-'));
  const mediaDir = path.join(dir, 'media');
  const baseUrl = process.env.CMS_TEST_DATABASE_URL;
  const postgres = isPostgresUrl(baseUrl);
  const database = `cms_test_${randomBytes(6).toString('hex')}`;
  const options: CmsOptions = {
    sqlitePath: path.join(dir, 'cms.db'),
    secret: 'test-secret',
    logLevel: 'warn',
    mediaDir,
    ...overrides,
  };
  // Payload's PostgreSQL adapter creates a missing database when it connects.
  if (postgres) options.databaseUrl = withDatabase(baseUrl, database);
  // One instance per test CMS: the files of a worker share one module graph (isolate: false,
  // decision 0041), and Payload otherwise keeps one instance per process.
  const payload = await getPayload({ key: dir, config: createCmsConfig(options) });
  await payload.db.migrate({ migrations: migrationsFor(options.databaseUrl) });
  return {
    payload,
    dir,
    mediaDir,
    dialect: postgres ? 'postgres' : 'sqlite',
    close: async () => {
      // The adapter's own `pg` module (the cms package does not depend on pg directly) and
      // its pool, which payload.destroy() leaves open.
      const db = payload.db as unknown as { pg?: PgModule; pool?: { end(): Promise<void> } };
      const pg = postgres ? db.pg : undefined;
      await payload.destroy();
      if (pg && baseUrl) {
        await db.pool?.end();
        const client = new pg.Client({ connectionString: baseUrl });
        await client.connect();
        try {
          await client.query(`drop database if exists "${database}" with (force)`);
        } finally {
          await client.end();
        }
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
