import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';

export type BackupResult = { source: string; target: string; bytes: number; ms: number };

export class BackupError extends Error {
  override name = 'BackupError';
}

/**
 * A consistent online copy of a SQLite database. `VACUUM INTO` reads the database inside one
 * read transaction — one snapshot, however many writes the running api makes meanwhile (in
 * WAL mode they go on; nothing waits for the copy) — and writes it out compacted. The copy is
 * written under a temporary name, checked with `PRAGMA integrity_check`, then renamed: a
 * backup file that exists is a whole one.
 */
export function backupSqlite(source: string, target: string): BackupResult {
  if (!existsSync(source)) {
    throw new BackupError(`No database at ${source}: start the product once, or check the path.`);
  }
  if (existsSync(target)) {
    throw new BackupError(`${target} exists already: choose an empty folder for the backup.`);
  }
  mkdirSync(dirname(target), { recursive: true });
  const partial = `${target}.partial`;
  rmSync(partial, { force: true });
  const started = performance.now();
  const db = new SqliteDatabase(source, { fileMustExist: true });
  try {
    // Wait for a writer's lock rather than fail at once (the api holds it for milliseconds).
    db.pragma('busy_timeout = 5000');
    db.prepare('VACUUM INTO ?').run(partial);
  } finally {
    db.close();
  }
  const copy = new SqliteDatabase(partial, { readonly: true, fileMustExist: true });
  let verdict: unknown;
  try {
    verdict = copy.pragma('integrity_check', { simple: true });
  } finally {
    copy.close();
  }
  if (verdict !== 'ok') {
    rmSync(partial, { force: true });
    throw new BackupError(`The copy of ${source} failed its integrity check: ${String(verdict)}`);
  }
  renameSync(partial, target);
  return {
    source,
    target,
    bytes: statSync(target).size,
    ms: Math.round(performance.now() - started),
  };
}
