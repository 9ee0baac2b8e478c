import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync } from 'node:fs';
import { sql } from 'kysely';
import pg from 'pg';
import { loadConfig } from '../config';
import { createDb, type DatabaseTarget, type Db } from '../db/kysely';
import { migrateToLatest } from '../db/migrate';
import { createLogger } from '../lib/logger';
import { seedQuestionBank } from '../modules/questions/seed';

/**
 * Databases migrated (and seeded) once per test run, copied for each test file: a SQLite file
 * copy, or PostgreSQL's CREATE DATABASE … TEMPLATE. `empty`: migrated only. `bank`: migrated
 * with the seed question bank loaded. Accounts (the demo student, the administrator) are not
 * in either: createDeps adds those a test file's settings ask for.
 */
export type TestTemplates = {
  sqlite: { empty: string; bank: string } | null;
  postgres: { url: string; empty: string; bank: string } | null;
};

export type TemplateKind = 'empty' | 'bank';

/** The seed bank every test file gets unless it names another folder. */
export const defaultQuestionBankDir = () => loadConfig({ NODE_ENV: 'test' }).questionBankDir;

async function fill(db: Db, kind: TemplateKind) {
  await migrateToLatest(db);
  if (kind === 'bank') {
    await seedQuestionBank(db, defaultQuestionBankDir(), Date.now(), createLogger({ quiet: true }));
  }
}

/** Builds a SQLite template file: one self-contained file (the WAL folded in) to copy. */
export async function buildSqliteTemplate(path: string, kind: TemplateKind): Promise<void> {
  const db = createDb({ kind: 'sqlite', path }, { readConnection: false });
  try {
    await fill(db, kind);
    await sql`pragma wal_checkpoint(truncate)`.execute(db);
  } finally {
    await db.destroy();
  }
}

/** A copy of a SQLite template at `path` (with its WAL, should one be left). */
export function copySqliteTemplate(template: string, path: string): void {
  copyFileSync(template, path);
  if (existsSync(`${template}-wal`)) copyFileSync(`${template}-wal`, `${path}-wal`);
}

export function withDatabase(url: string, database: string): string {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
}

/** Runs statements on the server's maintenance connection (the database of `url`). */
async function onServer(url: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

export const randomDatabaseName = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

/**
 * Builds a PostgreSQL template database next to the one `url` names. Every connection to it
 * is closed when this returns: CREATE DATABASE … TEMPLATE refuses a template in use.
 */
export async function buildPostgresTemplate(
  url: string,
  name: string,
  kind: TemplateKind,
): Promise<void> {
  await onServer(url, [`create database "${name}"`]);
  const db = createDb({ kind: 'postgres', url: withDatabase(url, name) });
  try {
    await fill(db, kind);
  } finally {
    await db.destroy();
  }
}

/** A new database copied from a template; `drop` removes it (closing what is still open). */
export async function copyPostgresTemplate(
  url: string,
  template: string,
): Promise<{ target: DatabaseTarget; drop(): Promise<void> }> {
  const name = randomDatabaseName('api_test');
  await onServer(url, [`create database "${name}" template "${template}"`]);
  return {
    target: { kind: 'postgres', url: withDatabase(url, name) },
    drop: () => onServer(url, [`drop database if exists "${name}" with (force)`]),
  };
}

export function dropPostgresDatabases(url: string, names: string[]): Promise<void> {
  return onServer(
    url,
    names.map((name) => `drop database if exists "${name}" with (force)`),
  );
}
