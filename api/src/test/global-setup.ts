import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import {
  buildPostgresTemplate,
  buildSqliteTemplate,
  dropPostgresDatabases,
  randomDatabaseName,
  type TestTemplates,
} from './test-templates';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's template databases (see test-templates.ts); createTestContext copies them. */
    apiTestTemplates: TestTemplates;
  }
}

/**
 * Once per run of an api project: migrate and seed the template databases that every test
 * file copies (createTestContext), instead of migrating and seeding in each file.
 */
export default async function setup(project: TestProject) {
  const started = Date.now();
  const dir = mkdtempSync(join(tmpdir(), 'api-templates-'));
  const onPostgres = project.config.env?.API_TEST_DATABASE === 'postgres';
  const url = process.env.TEST_DATABASE_URL;
  if (onPostgres && !url) throw new Error('API_TEST_DATABASE=postgres needs TEST_DATABASE_URL');
  const pgNames = onPostgres
    ? { empty: randomDatabaseName('api_tpl_empty'), bank: randomDatabaseName('api_tpl_bank') }
    : null;

  const building: Promise<unknown>[] = [];
  let sqlite: TestTemplates['sqlite'] = null;
  if (pgNames && url) {
    building.push(
      buildPostgresTemplate(url, pgNames.empty, 'empty'),
      buildPostgresTemplate(url, pgNames.bank, 'bank'),
    );
  } else {
    sqlite = { empty: join(dir, 'empty.db'), bank: join(dir, 'bank.db') };
    building.push(
      buildSqliteTemplate(sqlite.empty, 'empty'),
      buildSqliteTemplate(sqlite.bank, 'bank'),
    );
  }
  const teardown = async () => {
    if (pgNames && url) await dropPostgresDatabases(url, [pgNames.empty, pgNames.bank]);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await Promise.all(building);
  } catch (error) {
    await teardown().catch(() => {});
    throw error;
  }
  project.provide('apiTestTemplates', {
    sqlite,
    postgres: pgNames && url ? { url, ...pgNames } : null,
  });
  console.log(`[${project.name}] template databases ready in ${Date.now() - started} ms`);
  return teardown;
}
